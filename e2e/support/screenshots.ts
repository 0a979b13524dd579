import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A screenshot of what a journey shows, for people to look at: written as E2E_SCREENSHOTS/{name}.png
 * when that folder is set (`E2E_SCREENSHOTS=/tmp/shots npm run test:e2e`), else not taken — a CI
 * run has nobody to look at it, and each costs Chromium a render and an encoding.
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name}.png`), ...options });
}
