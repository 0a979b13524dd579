import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { keepScreenshot } from './support/screenshots';

/** The seeded demo accounts, each with a complete profile (server/src/db/demoProfiles.ts). */
const PASSWORD = 'Matchboard2026!';
const ACCOUNTS = {
  candidate: {
    email: 'candidate@matchboard.test',
    name: 'Ada Lovelace',
    home: '/jobs',
    heading: 'Job Search',
    // Introductions carries the count of requests waiting, when there are any.
    nav: [
      'Job Search',
      'Organizations',
      'Saved searches',
      /^Introductions( \d+ waiting)?$/,
      'Profile',
    ],
    routes: [
      '/jobs',
      '/jobs/1',
      '/organizations',
      '/organizations/1',
      '/saved-searches',
      '/introductions',
      '/profile/view',
      '/profile/data',
    ],
    other: { label: 'Organizations', path: '/organizations' },
  },
  employer: {
    email: 'employer@matchboard.test',
    name: 'Grace Hopper',
    home: '/dashboard/overview',
    heading: 'Dashboard',
    nav: ['Dashboard', 'Jobs', 'Organizations', 'Candidates', 'Profile'] as (string | RegExp)[],
    routes: [
      '/dashboard',
      '/organization',
      '/organization/all',
      '/settings',
      '/settings/greenhouse',
    ],
    other: { label: 'Organizations', path: '/organization' },
  },
} as const;
type Role = keyof typeof ACCOUNTS;

async function signIn(page: Page, role: Role): Promise<void> {
  const account = ACCOUNTS[role];
  await page.goto('/');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(new RegExp(`${account.home}$`));
  await expect(page.getByRole('heading', { level: 1, name: account.heading })).toBeVisible();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

for (const role of ['candidate', 'employer'] as const) {
  const account = ACCOUNTS[role];

  test(`the ${role} shell at 1280 px: top bar, side navigation and avatar menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, role);
    await expect(page.getByRole('banner')).toBeVisible();
    const items = mainNav(page).getByRole('listitem');
    await expect(items).toHaveText([...account.nav]);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
    const bar = page.getByRole('banner');
    // The demo employer's only organization is selected at sign-in and colours the bar.
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(role === 'employer' ? 'rgb(106, 27, 154)' : 'rgb(255, 255, 255)');
    await keepScreenshot(page, `shell-${role}-1280`);

    // WCAG 2.5.3: the button's accessible name starts with the name it shows.
    const trigger = page.getByRole('button', { name: `${account.name}, account menu` });
    await expect(trigger.getByText('!')).toHaveCount(0);
    if (role === 'employer') {
      await expect(mainNav(page).getByRole('link', { name: 'Jobs' })).toBeVisible();
    }
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.locator('.mb-account__name')).toHaveText(account.name);
    await expect(page.locator('.mb-account__email')).toHaveText(account.email);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'View Profile',
      'Edit Profile',
      'Copy diagnostics',
      'Logout',
    ]);
    await keepScreenshot(page, `shell-${role}-menu`);
    await expectNoAxeViolations(page, `${role} avatar menu`);

    await menu.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/step\/0$/);

    await mainNav(page).getByRole('link', { name: account.other.label }).click();
    await expect(page).toHaveURL(new RegExp(`${account.other.path}(/all)?$`));
    await expect(page.getByRole('main')).toBeFocused();
  });

  test(`the ${role} shell at 800 px: the navigation opens in a drawer, navigates and closes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, role);
    await expect(mainNav(page)).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Open navigation' });
    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('listitem')).toHaveText([...account.nav]);
    // Scan and photograph the drawer once its slide-in has finished.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await keepScreenshot(page, `shell-${role}-800-drawer`);
    await expectNoAxeViolations(page, `${role} navigation drawer`);

    await drawer.getByRole('link', { name: account.other.label }).click();
    await expect(page).toHaveURL(new RegExp(`${account.other.path}(/all)?$`));
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await keepScreenshot(page, `shell-${role}-800`);
  });

  test(`every ${role} shell route passes an axe-core scan`, async ({ page }) => {
    await signIn(page, role);
    for (const route of account.routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, route);
    }
  });

  test(`keyboard: Tab reaches the ${role} avatar menu and the navigation`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, role);
    await page.goto(account.home);
    await expect(page.getByRole('heading', { level: 1, name: account.heading })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    const reached: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-label') ??
            document.activeElement?.textContent?.trim() ??
            '',
        ),
      );
    }
    expect(reached.some((name) => name.includes('account menu'))).toBe(true);
    expect(reached).toContain(account.nav[0]);

    const trigger = page.getByRole('button', { name: /account menu/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });
}

test('an employer is sent from the job and candidate areas to the dashboard without an active organization', async ({
  page,
}) => {
  // An employer who belongs to no organization (the server's answer for a new account).
  await page.route('**/api/organization/get_organizations_for_current_user', (route) =>
    route.fulfill({ json: [] }),
  );
  await signIn(page, 'employer');
  await expect(page.getByText('No available organizations')).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: `${ACCOUNTS.employer.name}, account menu, no active organization selected`,
    }),
  ).toBeVisible();
  for (const route of ['/job/all', '/candidates/filter']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
  }
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});

test('Copy diagnostics puts a Redux DevTools bundle on the clipboard, without the token or the email', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByLabel('Email').fill('employer@matchboard.test');
  await page.getByLabel('Password').fill('Matchboard2026!');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await page.getByRole('link', { name: 'Candidates' }).click();
  await page.getByLabel('Search candidates').fill('Hedy');
  await page.getByLabel('Search candidates').press('Enter');
  await expect(page).toHaveURL(/search=Hedy/);
  await page.getByRole('button', { name: /account menu/ }).click();
  await expectNoAxeViolations(page, 'the avatar menu with Copy diagnostics');
  await page.getByRole('menuitem', { name: /Copy diagnostics/ }).click();
  await expect(page.getByText(/Diagnostics copied/)).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const bundle = JSON.parse(text) as {
    computedStates: { state: { candidateFilters: unknown } }[];
    currentStateIndex: number;
    matchboard: { route: string; version: string };
  };
  expect(bundle.matchboard.route).toMatch(/^\/candidates\/filter\?.*search=Hedy/);
  expect(bundle.matchboard.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(JSON.stringify(bundle.computedStates[bundle.currentStateIndex].state)).toContain('Hedy');
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('token') ?? '{}') as { access_token?: string }).access_token,
  );
  expect(token).toBeTruthy();
  expect(text).not.toContain(token as string);
  expect(text).not.toContain('employer@matchboard.test');
});

/**
 * Every signed-in route at 375 px: nothing scrolls the page sideways (a wide table scrolls
 * inside its own region). Routes with an id take the first one their list links to.
 */
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** Visits every route and fails once, naming each that scrolls the page sideways. */
  async function expectNoneSideways(page: Page, routes: readonly string[]): Promise<void> {
    const problems: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`${route} scrolls ${overflow} px sideways`);
    }
    expect(problems).toEqual([]);
  }

  /** The first address on `list` that matches `pattern`. */
  async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string> {
    await page.goto(list);
    await page.waitForLoadState('networkidle');
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const found = hrefs.find((href) => pattern.test(href));
    expect(found, `a link like ${pattern} on ${list}`).toBeTruthy();
    return (found ?? '').split('#')[0];
  }

  test('no candidate route scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'candidate');
    const routes = [
      '/jobs',
      '/organizations',
      await firstLink(page, '/organizations', /^\/organizations\/\d+$/),
      '/saved-searches',
      '/introductions',
      '/profile/view',
      '/profile/step/0',
      '/profile/step/1',
      '/profile/step/2',
      '/profile/step/3',
      '/profile/password',
      '/profile/data',
    ];
    await expectNoneSideways(page, routes);
  });

  test('no employer route scrolls sideways', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'employer');
    const job = await firstLink(page, '/job/all', /^\/job\/all\/\d+$/);
    const organization = await firstLink(page, '/organization/all', /^\/organization\/all\/\d+$/);
    const nid = /\d+$/.exec(organization)?.[0];
    const candidate = await firstLink(
      page,
      '/candidates/filter',
      /^\/candidates\/filter\/[0-9a-f-]{36}/,
    );
    const routes = [
      '/dashboard/overview',
      '/job/all',
      '/job/new',
      job,
      `${job}/edit`,
      '/organization/all',
      organization,
      `/organization/all/${nid}/edit`,
      `/organization/view_profile/${nid}`,
      `/organization/billing/${nid}`,
      `/organization/settings/${nid}`,
      '/settings/greenhouse',
      '/candidates/filter',
      candidate,
      '/candidates/board',
      '/profile/view',
      '/profile/step/0',
      '/profile/step/1',
      '/profile/password',
      '/profile/data',
    ];
    await expectNoneSideways(page, routes);
  });
});
