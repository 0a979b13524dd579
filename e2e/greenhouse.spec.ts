import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInDemo } from './support/demoSignIn';

/**
 * A Greenhouse board served by the local fixture API (e2e/support/greenhouseFixtureServer.ts):
 * board "matchboarddemo" publishes a feminine-coded platform job in Berlin with a pay range and
 * a masculine-coded remote analyst job. The trial employer's organization has no jobs of its own.
 */
const PLATFORM = 'Staff Platform Engineer (Greenhouse)';
const ANALYST = 'Data Analyst (Greenhouse)';

test('an employer connects a Greenhouse board, syncs it and sees its jobs with their gender check; a candidate finds one', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page, 'trial-employer@matchboard.test', /\/dashboard\/overview$/);

  await page.goto('/settings/greenhouse');
  const table = page.getByRole('table', { name: 'Greenhouse job boards' });
  await table.getByLabel('New Greenhouse board token').fill('matchboarddemo');
  await table.getByRole('button', { name: 'Add' }).click();
  // Connected boards are synced at once; the row says when and how it went.
  await expect(table.getByRole('status')).toContainText(
    '2 jobs on the board (2 new, 0 updated, 0 unpublished).',
  );
  await expectNoAxeViolations(page, '/settings/greenhouse after a sync');

  // Pressed again within the minute: the board waits, and the row says why and for how long.
  await table.getByRole('button', { name: 'Sync now: matchboarddemo' }).click();
  await expect(table.getByRole('alert')).toContainText(
    /^This board was synced moments ago\. Sync it again in \d+ seconds?\.$/,
  );
  await expect(table.getByRole('status')).toContainText('(2 new, 0 updated, 0 unpublished)');
  await expectNoAxeViolations(page, '/settings/greenhouse with a refused Sync now');

  await page.goto('/job/all');
  const platform = page.getByRole('article', { name: PLATFORM });
  await expect(platform).toContainText('From Greenhouse');
  await expect(platform).toContainText('Gender check: Feminine-coded');
  await expect(platform).toContainText('80,000');
  const analyst = page.getByRole('article', { name: ANALYST });
  await expect(analyst).toContainText('Gender check: Masculine-coded');
  await expectNoAxeViolations(page, '/job/all with imported jobs');

  // The job's own page checks its wording as every job's form does.
  await platform.getByRole('link', { name: `Edit ${PLATFORM}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(PLATFORM);

  // A candidate finds the imported job in the job search, with the apply link to Greenhouse.
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await candidate.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(candidate, 'candidate@matchboard.test', /\/jobs/);
  const search = candidate.getByRole('textbox', { name: 'Search jobs' });
  await search.fill('platform greenhouse');
  await search.press('Enter');
  const link = candidate.getByRole('link', { name: PLATFORM });
  await expect(link).toBeVisible();
  await link.click();
  const pane = candidate.getByRole('complementary', { name: 'Job details' });
  await expect(pane.getByRole('heading', { name: PLATFORM })).toBeVisible();
  await expect(pane).toContainText('collaborative');
  await expectNoAxeViolations(candidate, '/jobs/{id} of an imported job');
  await candidateContext.close();
});
