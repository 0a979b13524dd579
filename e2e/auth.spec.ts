import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEFAULT_OAUTH_CLIENT } from '../contract/auth';
import { linkFromMail } from './support/outbox';
import { expectNoAxeViolations } from './support/axe';

const PASSWORD = 'correct-horse-9';
const unique = (prefix: string): string =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
}

async function signUpCandidate(page: Page, email: string): Promise<void> {
  await page.goto('/sign-up?tab=candidate');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: /sign up/i }).click();
}

test('a candidate signs up, confirms the email from the outbox, signs in and lands on the candidate wizard', async ({
  page,
}) => {
  const email = unique('candidate');
  await signUpCandidate(page, email);
  await expect(page).toHaveURL(/\/sign-up-candidate$/);

  const confirmLink = await linkFromMail(email, '/email-confirm/');
  await page.goto(new URL(confirmLink).pathname);
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/sign-up-candidate$/);
});

test('an employer signs up with a company name and lands on the employer wizard', async ({
  page,
}) => {
  const email = unique('employer');
  await page.goto('/sign-up?tab=employer');
  await page.getByLabel('Company name').fill('Acme Robotics');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/sign-up-employer$/);
});

test('a wrong password shows the server message and keeps the user on the login page', async ({
  page,
}) => {
  await signIn(page, 'candidate@matchboard.test', 'not-the-password');
  await expect(page.getByText('The user credentials were incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a user resets a forgotten password through the mailed link and signs in with the new one', async ({
  page,
}) => {
  const email = unique('forgetful');
  await signUpCandidate(page, email);
  await expect(page).toHaveURL(/\/sign-up-candidate$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgotten-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/$/);

  const resetLink = await linkFromMail(email, '/user/reset/');
  await page.goto(new URL(resetLink).pathname);
  const newPassword = 'brand-new-secret-7';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: /reset|save|change/i }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('The user credentials were incorrect.')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/sign-up-candidate$/);
});

test('logout shows "Logging out ..." and returns to the login page, signed out', async ({
  page,
}) => {
  await signIn(page, 'candidate@matchboard.test', 'Matchboard2026!');
  await expect(page).not.toHaveURL(/\/$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('isRegistered'))).toBe('false');
});

test('logging out ten times in a row leaves nobody signed in, and the old sign-in is revoked', async ({
  page,
}) => {
  for (let round = 0; round < 10; round++) {
    await signIn(page, 'candidate@matchboard.test', 'Matchboard2026!');
    await expect(page).not.toHaveURL(/\/$/);
    const refreshToken = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('token') ?? '{}') as { refresh_token?: string })
          .refresh_token,
    );
    expect(refreshToken, `round ${round}`).toBeTruthy();
    const revoked = page.waitForResponse((response) => response.url().endsWith('/oauth/revoke'));
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    expect((await revoked).status()).toBe(200);
    // A page opened right after, as a user typing an address would: not signed in.
    await page.goto('/profile/view');
    await expect(page, `round ${round}`).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The refresh token this browser held is worthless on the server too.
    const refresh = await page.request.post('/oauth/token', {
      form: {
        grant_type: 'refresh_token',
        refresh_token: refreshToken as string,
        client_id: DEFAULT_OAUTH_CLIENT.id,
        client_secret: DEFAULT_OAUTH_CLIENT.secret,
      },
    });
    expect(refresh.status(), `round ${round}`).toBe(400);
  }
});

test('every visitor route passes an axe-core scan', async ({ page }) => {
  for (const route of [
    '/',
    '/sign-up',
    '/sign-up?tab=candidate',
    '/forgotten-password',
    '/user/reset/abc',
    '/email-confirm/abc',
    '/privacy',
    '/terms',
  ]) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, route);
  }
});

test('the pre-rendered visitor pages pass an axe-core scan before they hydrate', async ({
  page,
}) => {
  // No script of the app runs: what is scanned is the server's HTML and its CSS alone, as a
  // visitor on a slow phone meets it.
  let held = 0;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    held += 1;
    return route.abort();
  });
  for (const [route, heading] of [
    ['/', 'Sign in'],
    ['/sign-up', 'Create your account'],
    ['/forgotten-password', 'Forgot your password?'],
  ]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page, `${route} before hydration`);
  }
  expect(held, 'the pages asked for their scripts, and none ran').toBeGreaterThan(0);
  // The password toggle is a 24 px target there too (WCAG 2.2 2.5.8).
  await page.goto('/');
  const toggle = await page.locator('.ant-input-password-icon').first().boundingBox();
  expect(toggle?.width).toBeGreaterThanOrEqual(24);
  expect(toggle?.height).toBeGreaterThanOrEqual(24);
});

test('the visitor pages arrive pre-rendered, wait for a first touch, and the app hydrates them without an error', async ({
  context,
}) => {
  const problems: string[] = [];
  const watched = async () => {
    // A page of its own for each route: the pointer starts outside it, as when a phone opens it.
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return page;
  };
  for (const [route, heading] of [
    ['/', 'Sign in'],
    ['/sign-up', 'Create your account'],
    ['/forgotten-password', 'Forgot your password?'],
  ]) {
    const page = await watched();
    // The server's HTML already holds the page: the first paint needs no JavaScript.
    const html = await (await page.request.get(route, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`data-prerendered="${route}"`);
    expect(html).toContain(`>${heading}</h1>`);
    await page.goto(route, { waitUntil: 'commit' });
    // The heading as soon as the HTML has it (at "commit" the parser may not have reached it).
    await page.waitForFunction(() => {
      const heading = document.querySelector('h1');
      (window as unknown as { painted: Element | null }).painted = heading;
      return heading !== null;
    });
    await page.waitForLoadState('networkidle');
    // A reader who only reads costs the phone no script: none of the app's code has run, but it
    // is fetched once the page has loaded, so that the first touch waits only for it to run.
    expect(await page.evaluate(() => 'webpackChunkmatchboard' in window)).toBe(false);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', route);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/main\.[0-9a-f]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    // The first pointer movement starts the app.
    await page.mouse.move(20, 20);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    // Hydrated, not replaced: the heading painted from the HTML is the one React now owns.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { painted: Element | null }).painted ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.close();
  }
  // The touch that starts the app is not lost: a tap on a tab selects it once the app is live …
  const signUp = await watched();
  await signUp.goto('/sign-up', { waitUntil: 'networkidle' });
  await expect(signUp.locator('#root')).toHaveAttribute('data-prerendered', '/sign-up');
  await signUp.getByRole('tab', { name: 'Employer' }).click();
  await expect(signUp.getByRole('tab', { name: 'Employer' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(signUp.getByLabel('Company name')).toBeVisible();
  // … and a press of Sign in validates the form.
  const signIn = await watched();
  await signIn.goto('/', { waitUntil: 'networkidle' });
  await expect(signIn.locator('#root')).toHaveAttribute('data-prerendered', '/');
  await signIn.getByRole('button', { name: /sign in/i }).click();
  await expect(signIn.getByText('Required').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a visitor who signs in before the page is hydrated loses nothing', async ({ page }) => {
  // The page's code arrives late, as on a slow phone: the visitor types and presses Sign in first.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/visitor\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('candidate@matchboard.test');
  await page.getByLabel('Password').fill('Matchboard2026!');
  await page.getByRole('button', { name: /sign in/i }).click();
  // Nothing was posted natively: the address holds no credentials and the page stayed.
  expect(page.url()).not.toContain('Matchboard2026');
  release();
  await expect(page).not.toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test('the footer leads to the privacy policy with the imprint, the terms and the social networks', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\//,
  );
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await footer.getByRole('link', { name: 'Privacy policy & imprint' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy and imprint');
  await expect(page.getByRole('heading', { name: 'Imprint', exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Matchboard GmbH');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Terms & conditions' })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  // Signed-in users reach them too.
  await signIn(page, 'candidate@matchboard.test', 'Matchboard2026!');
  await expect(page).not.toHaveURL(/\/$/);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy and imprint');
});
