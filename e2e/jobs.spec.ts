import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { bearer, signInDemo } from './support/demoSignIn';
import { postJob, type PostedJob } from './support/postJob';
import { choose } from './support/select';

/**
 * The jobs journeys against the seeded demo data: the demo organization (quota 10 jobs, 3
 * featured) starts with six jobs, five of them active and two featured.
 */

/** Fills the create form with a remote job (no city needed) and saves it. */
async function createRemoteJob(page: Page, title: string): Promise<void> {
  await page.goto('/job/new');
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('textbox', { name: 'Job description' }).click();
  await page.keyboard.type('Help us build accessible hiring tools.');
  await page.keyboard.press('Tab');
  await choose(page, 'Technical skills', 'TypeScript');
  await choose(page, 'Employment type', 'Full-time');
  await choose(page, 'Remote job', 'Remote');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/job\/all/);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
}

test(
  'an employer creates, features, edits and deletes jobs, meets both quotas and checks the wording',
  { tag: '@dates' },
  async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
    await expect(page.getByText('Total Jobs')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Job Posts (6)' })).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/overview');

    // The form's rules, then the gender check on the description.
    await page.goto('/job/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create job' })).toBeVisible();
    await expect(page.getByLabel('Valid Until*')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await expectNoAxeViolations(page, '/job/new with errors');
    const title = `Staff Engineer ${Date.now()}`;
    await page.getByLabel('Job title').fill(title);
    await page.getByRole('textbox', { name: 'Job description' }).click();
    await page.keyboard.type('We want a competitive, ambitious and decisive leader.');
    // Leaving the editor re-checks it and moves the fields below; the switch is used by keyboard.
    await page.keyboard.press('Tab');
    const check = page.getByRole('switch', {
      name: 'Check the description for gender-coded wording',
    });
    await check.focus();
    await page.keyboard.press('Space');
    await expect(check).toBeChecked();
    const verdict = page.locator('.mb-gender-result__title').first();
    await expect(verdict).toHaveText('Strongly masculine-coded');
    await expect(page.locator('mark').first()).toBeVisible();
    await expectNoAxeViolations(page, '/job/new with the gender check on');
    await page.getByRole('textbox', { name: 'Job description' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(
      ' We are a supportive, collaborative, kind, warm, honest and loyal team.',
    );
    await page.keyboard.press('Tab');
    await expect(verdict).toHaveText('Feminine-coded');
    await choose(page, 'Technical skills', 'TypeScript');
    await choose(page, 'Employment type', 'Full-time');
    await choose(page, 'Remote job', 'Remote');
    await page.getByLabel('Salary from (yearly)').fill('70k000');
    await expect(page.getByLabel('Salary from (yearly)')).toHaveValue('70000');
    await page.getByLabel('Salary to (yearly)').fill('60000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Both values are required ( from > to )')).toBeVisible();
    await page.getByLabel('Salary to (yearly)').fill('90000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Job have been added')).toBeVisible();
    await expect(page).toHaveURL(/\/job\/all/);
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('70,000 – 90,000 EUR');
    await expectNoAxeViolations(page, '/job/all');

    // Featuring takes the last featured slot; the next one explains the quota.
    await card.getByRole('button', { name: /Feature this job post/ }).click();
    await expect(
      card.getByRole('button', { name: /Remove from the feature jobs list/ }),
    ).toBeVisible();
    await page
      .getByRole('article', { name: 'Platform Engineer (Kubernetes)' })
      .getByRole('button', { name: /Feature this job post/ })
      .click();
    const quotaDialog = page.getByRole('dialog');
    await expect(quotaDialog).toContainText(
      'Please remove one or more from the feature jobs list to add new ones or contact sales',
    );
    await expect(quotaDialog.getByRole('link', { name: 'Contact Sales' })).toBeVisible();
    await expectNoAxeViolations(page, '/job/all with the featured quota dialog');
    await quotaDialog.getByRole('button', { name: 'OK' }).click();
    // Closing gives the focus back to the star that opened the dialog.
    await expect(quotaDialog).toBeHidden();

    // Filters live in the address: a search narrows the list and survives a reload.
    const searchBox = page.getByRole('textbox', { name: 'Search job postings' });
    await searchBox.fill('staff');
    await searchBox.press('Enter');
    await expect(page).toHaveURL(/search=staff/);
    await page.reload();
    await expect(page.getByText('1 result(s) found')).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page.getByText('7 result(s) found')).toBeVisible();

    // Edit from the detail view.
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Featured', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/job/all/{id}');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
    await expect(page.getByLabel('Job title')).toHaveValue(title);
    await expectNoAxeViolations(page, '/job/all/{id}/edit');
    const renamed = `${title} (renamed)`;
    await page.getByLabel('Job title').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('article', { name: renamed })).toBeVisible();

    // Four more jobs use up the job quota (10 active); the form then says so and cannot save.
    const authorization = await bearer(page);
    const org = await page.request.get('/api/organization/get_organizations_for_current_user', {
      headers: { authorization },
    });
    const organization = (await org.json())[0] as { uuid: string; nid: number };
    const fillers: PostedJob[] = [];
    for (let i = 0; i < 4; i += 1) {
      fillers.push(
        await postJob(page, authorization, organization.uuid, {
          title: `Quota filler ${i}`,
          skill: 'TypeScript',
          employment: 'contract',
          remote: 'remote',
        }),
      );
    }
    await page.goto('/job/new');
    await expect(page.getByText('Job post quota exceeded. Please contact')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoAxeViolations(page, '/job/new with the quota used up');

    // Deleting a job frees its slot.
    await page.goto('/job/all');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this job?' });
    await expectNoAxeViolations(page, '/job/all with the delete dialog');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
    await page.goto('/job/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create job' })).toBeVisible();
    await expect(page.getByText('Job post quota exceeded. Please contact')).toHaveCount(0);
    const lastSlot = `Last slot ${Date.now()}`;
    await createRemoteJob(page, lastSlot);

    // A save the server refuses is told beside Save, where the user is, and takes the focus: here
    // the job was deleted (in another tab) while its long form was open.
    const [gone] = fillers;
    await page.goto(`/job/all/${gone.attributes.drupal_internal__nid}/edit`);
    await expect(page.getByLabel('Job title')).toHaveValue('Quota filler 0');
    const deleted = await page.request.delete(`/api/node/job_posting/${gone.id}`, {
      headers: { authorization },
    });
    expect(deleted.status()).toBe(204);
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal = page.locator('.mb-job-form__save-error');
    await expect(refusal.getByRole('alert')).toBeVisible();
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
    await expectNoAxeViolations(page, '/job/all/{id}/edit with a refused save');

    // The journeys after this one find the demo organization's quota as the seed left it.
    const found = await page.request.get(
      `/api/jobs/export/${organization.nid}?_format=json&page=0&search=${encodeURIComponent(lastSlot)}`,
      { headers: { authorization } },
    );
    const [last] = (await found.json()) as { uuid: string }[];
    for (const id of [...fillers.slice(1).map((filler) => filler.id), last.uuid]) {
      const removed = await page.request.delete(`/api/node/job_posting/${id}`, {
        headers: { authorization },
      });
      expect(removed.status()).toBe(204);
    }
  },
);

test('a candidate filters jobs, opens one beside the list and, on a narrow screen, in a modal; the job carries JobPosting JSON-LD', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page, 'candidate@matchboard.test', /\/jobs/);
  await expect(page.getByText(/result\(s\) found/)).toBeVisible();
  await expectNoAxeViolations(page, '/jobs');

  // The expired demo job is never listed.
  const search = page.getByRole('textbox', { name: 'Search jobs' });
  await search.fill('QA contract');
  await search.press('Enter');
  await expect(page.getByText('No result(s) found')).toBeVisible();

  await search.fill('data');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=data/);
  await choose(page, 'Remote', 'Remote');
  await expect(page).toHaveURL(/remote=remote/);
  const link = page.getByRole('link', { name: 'Data Engineer, Search and Matching' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/jobs\/\d+\?/);
  const pane = page.getByRole('complementary', { name: 'Job details' });
  await expect(
    pane.getByRole('heading', { name: 'Data Engineer, Search and Matching' }),
  ).toBeVisible();
  await expect(pane).toContainText('65,000');
  await expectNoAxeViolations(page, '/jobs/{id} with the detail pane');

  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(ld['@context']).toMatch(/^https:\/\/schema\.org\/?$/);
  expect(ld['@type']).toBe('JobPosting');
  expect(ld.title).toBe('Data Engineer, Search and Matching');
  expect(ld.jobLocationType).toBe('TELECOMMUTE');
  expect(ld.employmentType).toBe('FULL_TIME');
  expect((ld.hiringOrganization as { name: string }).name).toBe('Matchboard Demo GmbH');
  expect(String(ld.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59/);
  expect(ld.baseSalary).toMatchObject({
    '@type': 'MonetaryAmount',
    currency: 'EUR',
    value: { '@type': 'QuantitativeValue', minValue: 65000, maxValue: 80000, unitText: 'YEAR' },
  });

  // Under 960 px the same address opens the job in a modal with a way back.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Data Engineer, Search and Matching' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/jobs/{id} in the narrow-screen modal');
  const nid = /\/jobs\/(\d+)/.exec(page.url())?.[1];
  await dialog.getByRole('button', { name: 'Back to jobs' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/jobs\?/);

  // The same job is public for search engines, without signing in.
  // A context of its own: no session, and axe needs a page of a context it can inspect.
  const context = await browser.newContext();
  const origin = new URL(page.url()).origin;
  // The server sends the page itself: the job in the markup, its JSON-LD in the head.
  const served = await context.request.get(`${origin}/job-posting/${nid}`, {
    headers: { accept: 'text/html' },
  });
  expect(served.status()).toBe(200);
  const html = await served.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<title>Data Engineer, Search and Matching | Matchboard</title>');
  expect(head).toMatch(/<script type="application\/ld\+json" id="mb-job-posting-jsonld">/);
  expect(html).toMatch(/<h2[^>]*>Data Engineer, Search and Matching<\/h2>/);
  const missing = await context.request.get(`${origin}/job-posting/987654`, {
    headers: { accept: 'text/html' },
  });
  // No render for an address that shows no job: the SPA's own page, kept out of search engines,
  // which says so in the browser.
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex">');
  const missingPage = await context.newPage();
  await missingPage.goto(`${origin}/job-posting/987654`);
  await expect(missingPage.getByText('Job not found')).toBeVisible();
  await missingPage.close();

  // The browser hydrates it from the embedded cache: no request for the job, no error.
  const visitor = await context.newPage();
  const jobRequests: string[] = [];
  const errors: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().includes('/api/node/job_posting')) jobRequests.push(request.url());
  });
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  visitor.on('pageerror', (error) => errors.push(error.message));
  await visitor.goto(`${origin}/job-posting/${nid}`, { waitUntil: 'networkidle' });
  await expect(
    visitor.getByRole('heading', { level: 2, name: 'Data Engineer, Search and Matching' }),
  ).toBeVisible();
  // The page needs no script to be read; the visitor's first touch starts the app, which takes
  // the page over from the cache it was rendered from.
  await expect(visitor.locator('#root')).toHaveAttribute('data-prerendered');
  await visitor.mouse.move(20, 20);
  await expect(visitor.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(jobRequests).toEqual([]);
  expect(errors).toEqual([]);
  await expect(visitor.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const publicLd = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(publicLd['@type']).toBe('JobPosting');
  await expectNoAxeViolations(visitor, '/job-posting/{id}');
  // Keyboard: the first stops are the home link and the way to sign in, which works.
  await visitor.keyboard.press('Tab');
  await expect(visitor.getByRole('link', { name: 'Matchboard home' })).toBeFocused();
  await visitor.keyboard.press('Tab');
  await expect(visitor.getByRole('link', { name: 'Sign in to see every job' })).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect(visitor).toHaveURL(`${origin}/`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();

  // Far from the server's zone, on either side of it, the day the job was posted is the one the
  // server rendered, so the page hydrates without a mismatch (one of the two crosses midnight).
  const posted = /<dt>Posted<\/dt><dd>([^<]+)<\/dd>/.exec(html)?.[1];
  expect(posted).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Honolulu']) {
    const abroad = await browser.newContext({ timezoneId });
    const reader = await abroad.newPage();
    const problems: string[] = [];
    reader.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    reader.on('pageerror', (error) => problems.push(error.message));
    await reader.goto(`${origin}/job-posting/${nid}`, { waitUntil: 'networkidle' });
    await reader.mouse.move(20, 20);
    await expect(reader.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(reader.getByRole('definition').filter({ hasText: posted ?? '' })).toHaveCount(1);
    expect(problems, timezoneId).toEqual([]);
    await abroad.close();
  }
});

/**
 * Clicks the day `iso` (yyyy-mm-dd) in an open antd calendar, paging to its month first: the
 * month shown is read from the calendar's own cells, so it does not matter where it opened.
 */
async function pickCalendarDay(calendar: Locator, iso: string) {
  const day = calendar.locator(`td.ant-picker-cell-in-view[title="${iso}"]`);
  for (let pages = 0; pages < 24 && !(await day.isVisible()); pages += 1) {
    const shown =
      (await calendar.locator('td.ant-picker-cell-in-view').first().getAttribute('title')) ?? '';
    const direction = iso.slice(0, 7) < shown.slice(0, 7) ? /previous month/i : /next month/i;
    await calendar.getByRole('button', { name: direction }).click();
  }
  await day.click();
}

test(
  'the valid-until picker loads on first use: a click opens the calendar, typed dates are kept',
  { tag: '@dates' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
    // The dashboard shows the active organization's jobs once the shell has chosen it.
    await expect(page.getByRole('heading', { name: /^Job Posts/ })).toBeVisible();
    await page.goto('/job/new');
    const field = page.getByLabel('Valid Until*');
    await expect(field).not.toHaveValue('');
    const day = new Date(Date.now() + 10 * 86_400_000);
    const iso = day.toISOString().slice(0, 10);
    const shown = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

    // By mouse: the click lands on the stand-in or the picker; either way the calendar opens.
    await field.click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await expect(calendar).toBeVisible();
    await expectNoAxeViolations(page, '/job/new with the calendar open');
    await pickCalendarDay(calendar, iso);
    await expect(field).toHaveValue(shown);

    // By keyboard, on a fresh page: Tab into the field and type a date before the picker is there.
    await page.reload();
    await page.getByLabel('Internal job identifier').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Valid Until*')).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(shown);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Valid Until*')).toHaveValue(shown);
  },
);

test('the Location filters suggest cities, on the employer job list and on the candidate search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
  await page.getByRole('link', { name: 'Jobs' }).click();
  const germanyOnly = page.getByRole('link', {
    name: 'Data Engineer, Search and Matching',
    exact: true,
  });
  const inBerlin = page.getByRole('link', {
    name: 'Senior Frontend Engineer (React, TypeScript)',
    exact: true,
  });
  await expect(germanyOnly).toBeVisible();
  await expectNoAxeViolations(page, '/job/all');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.click();
  await location.fill('Berl');
  const berlin = page.getByTitle('Berlin', { exact: true });
  await expect(berlin).toBeVisible();
  await berlin.click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/location=Berlin/);
  await expect(inBerlin).toBeVisible();
  await expect(germanyOnly).toHaveCount(0);

  await page.getByRole('link', { name: 'Candidates' }).click();
  await expect(page.getByText(/\d+ result\(s\) found/)).toBeVisible();
  const place = page.getByRole('combobox', { name: 'Location' });
  await place.click();
  // Frances Allen, in Munich, is a candidate no other journey asks for: status All (the list's
  // default) leaves out candidates the organization has contacted.
  await place.fill('Muni');
  await page.getByTitle('Munich', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/location=Munich/);
  await expect(page.getByRole('link', { name: 'Frances Allen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hedy Lamarr' })).toHaveCount(0);
});
