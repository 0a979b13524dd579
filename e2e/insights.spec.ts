import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInDemo } from './support/demoSignIn';
import { keepScreenshot } from './support/screenshots';

/**
 * The dashboard's charts against the seeded demo data. The demo organization's jobs match the
 * demo candidates; opening a job's matching list is what makes the funnel's first figure.
 */
for (const width of [1280, 375]) {
  test(
    `an employer reads her hiring at a glance, as charts and as tables (${width} px)`,
    { tag: '@dates' },
    async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
      await expect(page.getByRole('link', { name: 'Candidates' })).toBeEnabled();
      await page.setViewportSize({ width, height: 900 });

      // Matches per job: each bar's label is a link to the job's matching list, reached by Tab.
      const matches = page.getByRole('region', { name: 'Matches per job' });
      const title = 'Engineering Manager, Employer Product';
      const toList = matches.getByRole('link', { name: `${title}: matching list` });
      await expect(toList).toBeVisible();
      await toList.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/job\/all\/\d+#matching-candidates$/);
      await expect(
        page.getByRole('heading', { level: 2, name: /^Matching candidates \(\d+\)$/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Matching candidates' }).locator(':scope > li').first(),
      ).toBeVisible();

      // The list showed candidates: the funnel counts them as matched.
      await page.goto('/dashboard/overview');
      const funnel = page.getByRole('region', { name: 'Introduction funnel' });
      await expect(funnel.getByRole('group', { name: 'Candidates' })).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard/overview with charts at ${width} px`);
      await keepScreenshot(page, `insights-charts-${width}`, { fullPage: true });

      await funnel.getByRole('checkbox', { name: 'Show as table' }).check();
      const table = funnel.getByRole('table', { name: /^Introduction funnel, the last 30 days/ });
      const matched = table.getByRole('row', { name: /^Matched/ });
      await expect(matched).toBeVisible();
      expect(
        Number((await matched.getByRole('cell').textContent())?.replace(/,/g, '')),
      ).toBeGreaterThan(0);
      await expect(table.getByRole('row', { name: /^On the board/ })).toBeVisible();
      // The period changes what is counted and says so.
      await funnel.getByText('365 days', { exact: true }).click();
      await expect(funnel.getByRole('radio', { name: '365 days' })).toBeChecked();
      await expect(funnel.getByRole('table', { name: /the last 365 days/ })).toBeVisible();

      // Job texts: the table's rows lead to the job list filtered by that wording.
      const texts = page.getByRole('region', { name: 'Job texts' });
      await texts.getByRole('checkbox', { name: 'Show as table' }).check();
      const neutral = texts.getByRole('link', { name: 'Neutral: open job posts' });
      await expect(neutral).toBeVisible();
      const count = Number(
        await texts
          .getByRole('row', { name: /^Neutral/ })
          .getByRole('cell')
          .textContent(),
      );
      await expectNoAxeViolations(page, `/dashboard/overview with tables at ${width} px`);
      await keepScreenshot(page, `insights-tables-${width}`, { fullPage: true });
      await neutral.click();
      await expect(page).toHaveURL(/\/job\/all\?.*field_gender_coding=neutral/);
      await expect(page.getByRole('status').filter({ hasText: /result/ })).toHaveText(
        `${count} result(s) found`,
      );
      // Every job listed is one of them, and the filter says so.
      await expect(page.getByText(/Gender check: /)).toHaveCount(count);
      await expect(page.getByText(/Gender check: Neutral/)).toHaveCount(count);
      if (width === 1280) {
        await expect(page.getByText('Wording', { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, '/job/all filtered by wording');
        await keepScreenshot(page, 'insights-job-list-by-wording-1280');
      }
    },
  );
}

test(
  'demo access shows the charts of its own jobs and says why the candidate charts are not there',
  { tag: '@dates' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInDemo(page, 'trial-employer@matchboard.test', /\/dashboard\/overview$/);
    const funnel = page.getByRole('region', { name: 'Introduction funnel' });
    await expect(funnel.getByText(/upgrade your account/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Job texts' })).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/overview with demo access');
  },
);

test(
  'a candidate sees how many employers’ lists showed her, how many asked, and which skill would add lists',
  { tag: '@dates' },
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInDemo(page, 'candidate@matchboard.test', /\/(jobs|profile\/view)/);
    await page.goto('/introductions');
    const figures = page.getByRole('region', { name: 'Your profile in the last 30 days' });
    await expect(figures.getByText('Matching lists that showed you')).toBeVisible();
    await expect(figures.getByText(/^\d+ employers?$/).first()).toBeVisible();
    // The skill the open jobs she is not matched with ask for most, counted by the server.
    await expect(
      figures.getByText(/would put you on the matching lists of \d+ more open jobs?/),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/introductions with her figures');
    await keepScreenshot(page, 'insights-candidate-375', { fullPage: true });
    await figures.getByRole('link', { name: 'Edit your skills' }).click();
    await expect(page).toHaveURL(/\/profile\/step\/2$/);
  },
);
