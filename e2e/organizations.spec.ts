import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInDemo } from './support/demoSignIn';
import { pngBytes } from './support/files';
import { linkFromMail } from './support/outbox';
import { keepScreenshot } from './support/screenshots';

/** The seeded demo accounts (server/src/seed.ts) and the demo employer's organization. */
const DEMO_ORGANIZATION = 'Matchboard Demo GmbH';

const barColour = (page: Page) =>
  page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);

test('an employer creates an organization with logo and background, switches to it and recolours the bar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
  await expect.poll(() => barColour(page)).toBe('rgb(106, 27, 154)');

  const name = `Analytical Engines ${Date.now()}`;
  await page.goto('/organization/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add organization' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expectNoAxeViolations(page, '/organization/add with errors');

  await page.getByLabel('Organization name').fill(name);
  await page.getByLabel('Logo file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngBytes(400, 400),
  });
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await page.getByLabel('Title background file').setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: pngBytes(1920, 600),
  });
  await expect(page.getByRole('img', { name: 'Title background' })).toBeVisible();
  await page.getByLabel('Contact email').fill('hello@engines.example');
  await page.getByRole('textbox', { name: 'Company description' }).click();
  await page.keyboard.type('We build calculating engines for everyone.');
  await page.getByRole('button', { name: 'Add a video' }).click();
  await page.getByLabel('YouTube video link 1').fill('https://www.youtube.com/channel/UC123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter correct Youtube video url!')).toBeVisible();
  await page.getByLabel('YouTube video link 1').fill('https://youtu.be/dQw4w9WgXcQ');
  // Leaving the field re-checks it and removes its message first, so Save does not move under
  // the pointer between press and release.
  await page.keyboard.press('Tab');
  await expect(page.getByText('Enter correct Youtube video url!')).toHaveCount(0);
  // Hires needed: a whole number of 0 or more, never clamped to 0 in silence.
  await page.getByLabel('Hires needed').fill('-3');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Must be 0 or more')).toBeVisible();
  await expect(page.getByLabel('Hires needed')).toHaveValue('-3');
  await page.getByLabel('Hires needed').fill('4');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Must be 0 or more')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/organization\/all$/);
  const created = page.getByRole('link', { name, exact: true });
  await expect(created).toBeVisible();
  await expectNoAxeViolations(page, '/organization/all');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Are you sure you want to delete this organization?',
  );
  await expectNoAxeViolations(page, '/organization/all with the delete dialog');
  await page.getByRole('button', { name: 'No', exact: true }).click();

  // Two organizations now: nothing changes until the employer picks the new one.
  await page.getByRole('button', { name: /account menu/ }).click();
  const switcher = page.getByRole('region', { name: 'Switch organization' });
  await expect(switcher.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page, 'the organization switcher');
  await switcher.getByRole('checkbox', { name: `Set ${name} as the active organization` }).check();
  await expect.poll(() => barColour(page)).toBe('rgb(255, 255, 255)');
  await page.keyboard.press('Escape');

  await created.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();
  await expectNoAxeViolations(page, 'the organization profile');
  const nid = /\/organization\/all\/(\d+)$/.exec(page.url())?.[1];
  expect(nid).toBeTruthy();

  await page
    .getByRole('navigation', { name: 'Organization area' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Users & Access' })).toBeVisible();
  // The area's drawer stays on the settings page, Settings marked as the current entry.
  await expect(
    page
      .getByRole('navigation', { name: 'Organization area' })
      .getByRole('link', { name: 'Settings' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('tab', { name: 'Color settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Color settings' })).toBeVisible();
  await page.locator('.ant-color-picker-trigger').click();
  await page.locator('.ant-color-picker-presets-color').nth(1).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save colour' }).click();
  await expect.poll(() => barColour(page)).toBe('rgb(15, 118, 110)');
  await keepScreenshot(page, 'organization-settings');
  await expectNoAxeViolations(page, '/organization/settings');

  for (const path of [`/organization/all/${nid}/edit`, `/organization/billing/${nid}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
  }
  await page.getByLabel('City').fill('  London ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing details saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('London');

  // Deleting the active organization clears it; the demo organization, now the only one, is
  // selected again and the bar takes its colour.
  await page.goto('/organization/all');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect.poll(() => barColour(page)).toBe('rgb(106, 27, 154)');
});

test('a candidate browses organizations and reads a company profile', async ({ page }) => {
  await signInDemo(page, 'candidate@matchboard.test', /\/jobs$/);
  await page.goto('/organizations');
  const card = page.getByRole('listitem').filter({ hasText: DEMO_ORGANIZATION }).first();
  await expect(card).toBeVisible();
  // The card itself is the link (keyboard, screen readers, touch); focusing it shows the overlay.
  await card.getByRole('link', { name: DEMO_ORGANIZATION }).focus();
  const readMore = card.getByText('Read more');
  await expect(readMore).toBeVisible();
  await card.hover();
  await expectNoAxeViolations(page, '/organizations');
  // White on the opaque teal overlay, also under the pointer.
  await readMore.hover();
  await expect(readMore).toHaveCSS('color', 'rgb(15, 118, 110)');
  await expect(readMore).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await keepScreenshot(page, 'organizations-hover');
  await readMore.click();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ORGANIZATION })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Culture at ${DEMO_ORGANIZATION}` }),
  ).toBeVisible();
  await expect(page.getByText('billing@matchboard.test')).toHaveCount(0);
  // Its video starts as a poster: Play, or watch it on YouTube.
  await expect(page.getByRole('link', { name: 'Watch on YouTube' }).first()).toBeVisible();
  // Its open jobs, each opening beside the job list; and the way back.
  const openJobs = page.getByRole('heading', {
    name: /^Open jobs at Matchboard Demo GmbH \(\d+\)$/,
  });
  await expect(openJobs).toBeVisible();
  await expectNoAxeViolations(page, '/organizations/{id}');
  await keepScreenshot(page, 'company-page', { fullPage: true });
  await page.getByRole('link', { name: 'Platform Engineer (Kubernetes)' }).click();
  // The job search writes its page into the address once it has loaded.
  await expect(page).toHaveURL(/\/jobs\/\d+\?(page=0&)?q=1&hiring_organization=\d+$/);
  await expect(
    page
      .getByRole('complementary', { name: 'Job details' })
      .getByRole('heading', { name: 'Platform Engineer (Kubernetes)' }),
  ).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: /Back to organizations/ }).click();
  await expect(page).toHaveURL(/\/organizations$/);
});

/** Opens an antd select by its label and picks the option with this text. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  const select = page.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  // Typing leaves the option active and Enter picks it, as a keyboard user does. A click could
  // land while the list still slides in, and then picked nothing (seen on a slow machine).
  await expect(
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option-active[title="${option}"]`),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  // The select shows what was picked before the next field is touched.
  await expect(
    select.locator('.ant-select-content, .ant-select-selection-item').first(),
  ).toContainText(option);
}

test('the owner invites an admin, who accepts from the mail with a new password and sees the organization; then the owner hands over, which the heir accepts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const invitee = `invitee.${Date.now()}@example.test`;
  await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
  await page.goto('/organization/all');
  await page.getByRole('link', { name: DEMO_ORGANIZATION, exact: true }).click();
  const nid = /\/organization\/all\/(\d+)$/.exec(page.url())?.[1];
  await page.goto(`/organization/settings/${nid}`);

  const form = page.getByRole('form', { name: 'Add an admin' });
  await form.getByLabel('First name').fill('Katherine');
  await form.getByLabel('Last name').fill('Johnson');
  await form.getByLabel('Email').fill(invitee);
  await pick(page, 'Company position', 'CTO');
  await form.getByRole('button', { name: 'Add admin' }).click();
  const people = page.getByRole('table', { name: 'People who manage this organization' });
  // Invited, not added: the invitee waits in their own list until they accept.
  const waiting = page.getByRole('table', { name: 'Invitations waiting for an answer' });
  await expect(waiting.getByRole('row').filter({ hasText: invitee })).toContainText('Admin');
  await expect(people.getByRole('row').filter({ hasText: invitee })).toHaveCount(0);
  await expect(people.getByRole('row').nth(1)).toContainText('profile admin');
  await expectNoAxeViolations(page, 'Users & Access');

  await page.getByRole('tab', { name: 'Integrations' }).click();
  const boards = page.getByRole('table', { name: 'Greenhouse job boards' });
  const add = boards.getByRole('button', { name: 'Add' });
  await expect(add).toBeDisabled();
  await boards.getByLabel('New Greenhouse board token').fill('Not A Slug');
  await add.click();
  await expect(boards).toContainText('lower-case letters, digits and hyphens');
  // A token Greenhouse does not know is refused at once, with where the right one is found.
  await boards.getByLabel('New Greenhouse board token').fill('no-such-board');
  await add.click();
  await expect(boards).toContainText(
    'Greenhouse does not know the board token “no-such-board”. Your board token is the last part of your job board’s address',
  );
  await boards.getByLabel('New Greenhouse board token').fill('matchboard-demo');
  await add.click();
  await expect(boards.getByRole('cell', { name: 'matchboard-demo', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'Integrations');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);

  // The invitee opens the mail: nothing happens until they choose a password and accept; then
  // they are signed in, build a profile and find the organization.
  const link = await linkFromMail(invitee, '/organization-invitation/');
  await page.goto(new URL(link).pathname);
  await expect(
    page.getByRole('heading', { name: `invites you to manage ${DEMO_ORGANIZATION}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/organization-invitation/{secret}');
  await page.getByLabel('Password', { exact: true }).fill('invited-and-ready-7');
  await page.getByLabel('Confirm password').fill('invited-and-ready-7');
  await page.getByRole('button', { name: 'Accept and create my account' }).click();
  await expect(page).toHaveURL(/\/sign-up-employer$/);
  // The wizard asks nothing the owner entered: her name, the company and her position are filled.
  await expect(page.getByLabel('Company name')).toHaveValue(DEMO_ORGANIZATION);
  await expect(page.getByLabel('First name')).toHaveValue('Katherine');
  await expect(page.getByLabel('Last name')).toHaveValue('Johnson');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Role at company').fill('Head of Data');
  await expect(page.getByRole('combobox', { name: 'Company position' })).toBeVisible();
  await expect(
    page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: 'CTO' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  // Spec 02 §2: /sign-up-employer goes on to the organization's edit page.
  await expect(page).toHaveURL(/\/organization\/edit\/\d+$/);
  await expect(page.getByLabel('Organization name')).toHaveValue(DEMO_ORGANIZATION);
  await expect.poll(() => barColour(page)).toBe('rgb(106, 27, 154)');
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('region', { name: 'Switch organization' })).toContainText(
    DEMO_ORGANIZATION,
  );
  await page.keyboard.press('Escape');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);

  // The owner hands the organization over and keeps working in it as an admin.
  await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
  await page.goto(`/organization/settings/${nid}`);
  await people
    .getByRole('row')
    .filter({ hasText: invitee })
    .getByRole('button', { name: 'Transfer ownership' })
    .click();
  await expect(page.getByRole('dialog')).toContainText(
    `Are you sure you want to transfer the organization's ownership to ${invitee}?`,
  );
  await expectNoAxeViolations(page, 'Users & Access with the transfer dialog');
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  // Offered, not handed over: the owner still owns it until the heir accepts.
  await expect(waiting.getByRole('row').filter({ hasText: invitee })).toContainText(
    'Owner (takes over)',
  );
  await expect(people.getByRole('row').nth(1)).toContainText('employer@matchboard.test');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);

  // The heir accepts, signed in; the old owner is then an admin who can no longer add people.
  await page.getByLabel('Email').fill(invitee);
  await page.getByLabel('Password').fill('invited-and-ready-7');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  const offer = await linkFromMail(invitee, '/organization-invitation/');
  await page.goto(new URL(offer).pathname);
  await expect(
    page.getByRole('heading', { name: `asks you to take over ${DEMO_ORGANIZATION}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText(`You are now the owner of ${DEMO_ORGANIZATION}.`)).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
  await page.goto(`/organization/settings/${nid}`);
  await expect(people.getByRole('row').nth(1)).toContainText(invitee);
  await expect(people.getByRole('row').nth(1)).toContainText('profile admin');
  await expect(page.getByRole('form', { name: 'Add an admin' })).toHaveCount(0);
});

test('the dashboard and Users & Access fit a 375 px phone: jobs are cards, tables scroll inside, the page does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
  const jobPosts = page.getByRole('region', { name: 'Job posts' });
  await expect(jobPosts.getByRole('row').nth(1)).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);
  // A phone shows each job as a card: its name in full, its matches and its menu, no swiping.
  const first = jobPosts.getByRole('row').nth(1);
  await first.scrollIntoViewIfNeeded();
  for (const part of [
    first.getByRole('link').first(),
    first.getByRole('link', { name: /matches for/ }),
    first.getByRole('button', { name: /^Actions for / }),
  ])
    await expect(part).toBeInViewport({ ratio: 1 });
  expect(await jobPosts.evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
  await keepScreenshot(page, 'dashboard-375', { fullPage: true });
  await expectNoAxeViolations(page, '/dashboard/overview at 375 px');

  await page.goto('/organization/all');
  await page.getByRole('link', { name: DEMO_ORGANIZATION, exact: true }).click();
  const nid = /\/organization\/all\/(\d+)$/.exec(page.url())?.[1];
  await page.goto(`/organization/settings/${nid}`);
  const admins = page.getByRole('region', { name: 'Admins' });
  await expect(admins.getByRole('row').nth(1)).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'users-access-375', { fullPage: true });
  await expectNoAxeViolations(page, '/organization/settings at 375 px');
});

test(
  'an employer reports company facts; a candidate reads them on the company page and finds jobs by them',
  { tag: '@dates' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
    // The demo organization's nid, as the API lists the employer's organizations.
    const nid = await page.evaluate(async (title) => {
      const token = JSON.parse(localStorage.getItem('token') ?? 'null') as {
        token_type: string;
        access_token: string;
      };
      const response = await fetch('/api/organization/get_organizations_for_current_user', {
        headers: { Authorization: `${token.token_type} ${token.access_token}` },
      });
      const list = (await response.json()) as { title: string; nid: number | string }[];
      return Number(list.find((organization) => organization.title === title)?.nid);
    }, DEMO_ORGANIZATION);
    expect(nid).toBeGreaterThan(0);
    await page.goto(`/organization/edit/${nid}`);
    const facts = page.getByRole('group', { name: 'Company facts' });
    await facts.getByLabel('Paid parental leave (weeks)').fill('26');
    await pick(page, 'Parental leave for all parents', 'Yes');
    await pick(page, 'Flexible hours', 'Yes');
    await pick(page, 'Remote policy', 'Remote first');
    await facts.getByLabel('Women in tech roles (%)').fill('41');
    await facts
      .getByLabel('Pay-equity statement')
      .fill('We publish the pay band of every role and audit it every year.');
    await page.getByRole('button', { name: 'Save' }).click();
    // A share needs the date it was counted.
    await expect(page.getByText('Say when the shares were counted')).toBeVisible();
    await expectNoAxeViolations(page, '/organization/edit with company facts');
    // By keyboard, as the job form's date is tested: Tab in, type, Enter, Tab out.
    const counted = facts.getByLabel('Shares counted on');
    await facts.getByLabel('Women in leadership roles (%)').focus();
    await page.keyboard.press('Tab');
    await expect(counted).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('30/06/2026');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(counted).toHaveValue('30/06/2026');
    await expect(page.getByText('Say when the shares were counted')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Organization saved').first()).toBeVisible();

    // A candidate reads them on the company page, dated.
    const context = await browser.newContext();
    const candidate = await context.newPage();
    await candidate.setViewportSize({ width: 1280, height: 900 });
    await signInDemo(candidate, 'candidate@matchboard.test', /\/jobs$/);
    await candidate.goto(`/organizations/${nid}`);
    const section = candidate.getByRole('region', { name: 'Company facts' });
    await expect(section).toContainText('Paid parental leave26 weeks, for all parents');
    await expect(section).toContainText('Remote policyRemote first');
    // Dates in the reader's language (the browser's), as src/components/dates writes a day.
    const day = (iso: string) =>
      candidate.evaluate(
        (value) =>
          new Intl.DateTimeFormat(navigator.language, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
          }).format(new Date(`${value}T00:00:00`)),
        iso,
      );
    await expect(section).toContainText(
      `Women in tech roles41 % (as of ${await day('2026-06-30')})`,
    );
    await expect(section).toContainText('We publish the pay band of every role');
    await expect(section).toContainText(/last updated (\d{1,2} \w+ \d{4}|\w+ \d{1,2}, \d{4})\./);
    await expectNoAxeViolations(candidate, '/organizations/{id} with company facts');
    await keepScreenshot(candidate, 'company-facts-1280', { fullPage: true });

    // The job search finds this organization's jobs by them, and not with a higher threshold.
    await candidate.goto('/jobs');
    await expect(candidate.getByText(/result\(s\) found/)).toBeVisible();
    await candidate.getByLabel('Paid parental leave').click();
    await candidate.locator('.ant-select-dropdown:visible [title="26+ weeks"]').click();
    await expect(candidate).toHaveURL(/parental_leave_min=26/);
    // A click, then the address: the list re-renders from the address it changes.
    await candidate.getByRole('checkbox', { name: 'Flexible hours' }).click();
    await expect(candidate).toHaveURL(/flexible_hours=1&parental_leave_min=26/);
    await expect(candidate.getByRole('checkbox', { name: 'Flexible hours' })).toBeChecked();
    await expect(candidate.getByText(/[1-9]\d* result\(s\) found/)).toBeVisible();
    await expect(candidate.getByText(DEMO_ORGANIZATION).first()).toBeVisible();
    await candidate.getByLabel('Paid parental leave').click();
    await candidate.locator('.ant-select-dropdown:visible [title="52+ weeks"]').click();
    await expect(candidate.getByText('No result(s) found')).toBeVisible();
    await context.close();
  },
);
