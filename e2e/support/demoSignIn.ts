import { expect, type Page } from '@playwright/test';

/** The password of every seeded demo account (server/src/seed.ts). */
export const DEMO_PASSWORD = 'Matchboard2026!';

/** Signs a seeded demo account in through the sign-in form and waits for its home route. */
export async function signInDemo(page: Page, email: string, home: RegExp): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(home);
}

/** The token the SPA stored after a sign-in, for calls a test makes itself. */
export const bearer = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('token') ?? 'null') as {
      token_type: string;
      access_token: string;
    } | null;
    return token ? `${token.token_type} ${token.access_token}` : '';
  });
