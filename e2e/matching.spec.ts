import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { answerDialog } from './support/animations';
import { expectNoAxeViolations } from './support/axe';
import { signInDemo } from './support/demoSignIn';
import { keepScreenshot } from './support/screenshots';

/**
 * Talent matching against the seeded demo data: the demo organization's jobs name skills the
 * demo candidates have, and the organization has candidate-database access.
 */
for (const width of [1280, 375]) {
  test(`an employer opens a job, reads why its best candidates fit and asks for an introduction (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
    // The organization list makes the only organization the active one.
    await expect(page.getByRole('link', { name: 'Candidates' })).toBeEnabled();
    await page.setViewportSize({ width, height: 900 });
    // A seeded job no other journey changes, and Barbara Liskov (initials only), whom no other
    // journey asks: the journeys share one server.
    const title = 'Engineering Manager, Employer Product';
    // The dashboard's Matches column counts the job's matching candidates and leads to them.
    const matches = page.getByRole('link', {
      name: new RegExp(`^[\\d,]+\\+? matches for ${title}$`),
    });
    await expect(matches).toBeVisible();
    const counted = Number((await matches.textContent())?.match(/^[\d,]+/)?.[0].replace(/,/g, ''));
    await expectNoAxeViolations(page, `/dashboard/overview with the Matches column at ${width} px`);
    await keepScreenshot(page, `dashboard-matches-${width}`);
    // The count opens the matching list itself, its heading in view below the top bar and focused.
    await matches.click();
    await expect(page).toHaveURL(/\/job\/all\/\d+#matching-candidates$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached();
    const listHeading = page.getByRole('heading', { level: 2, name: /^Matching candidates/ });
    await expect(listHeading).toBeFocused();
    await expect(listHeading).toBeInViewport();
    const below = await listHeading.evaluate((h) => h.getBoundingClientRect().top);
    expect(below).toBeGreaterThanOrEqual(64);
    await keepScreenshot(page, `matching-anchor-${width}`);

    const heading = page.getByRole('heading', { level: 2, name: /^Matching candidates \(\d+\)$/ });
    await expect(heading).toBeVisible();
    const total = Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(counted).toBe(total);
    const list = page.getByRole('list', { name: 'Matching candidates' });
    const cards = list.locator(':scope > li');
    await expect(cards.first()).toBeVisible();

    // Best first: the scores never rise down the list, and each card says why.
    const scores = (await list.locator('.mb-match__score strong').allTextContents()).map((text) =>
      Number(text.replace('%', '')),
    );
    expect(scores.length).toBe(Math.min(total, 20));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const firstReasons = cards.first().getByRole('list', { name: /^Why .+ fits$/ });
    await expect(firstReasons.getByRole('listitem').first()).toContainText(/required skills/);
    await expect(firstReasons).toContainText(/this job is/);
    await expectNoAxeViolations(page, `/job/all/{id} with matching candidates at ${width} px`);
    if (width === 375) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      return;
    }

    // Get Intro from the list: the question, the request, and the card's new state.
    const name = 'B. L.';
    const candidate = cards.filter({ has: page.getByRole('heading', { level: 2, name }) });
    const intro = candidate.getByRole('button', { name: `Get Intro to ${name}` });
    await intro.click();
    const question = page.getByRole('dialog', { name: `Request an introduction to ${name}?` });
    await expect(question).toContainText('introductions your organization has left this week');
    await answerDialog(question, 'Get Intro');
    // She opted out of direct contact: the request goes to her by mail.
    const outcome = page.getByRole('dialog', { name: 'Introduction requested' });
    await expect(outcome).toBeVisible();
    await expectNoAxeViolations(page, '/job/all/{id} after Get Intro');
    await outcome.getByRole('button', { name: 'OK' }).click();
    await expect(candidate.getByRole('button', { name: `Contacted ${name}` })).toBeDisabled();

    // The candidate search, pre-filled with the job's skills and city.
    await page
      .getByRole('link', { name: 'Search candidates with this job’s skills and city' })
      .click();
    await expect(page).toHaveURL(/\/candidates\/filter\?page=0&q=1.*skills=\d/);
    await expect(page.getByText(/result\(s\) found|No result found/)).toBeVisible();
    await expect(page.getByText('Berlin', { exact: true })).toBeVisible();
  });
}

/** The demo candidate (Python (Expert) and SQL, 5-10 years, full time, hybrid, in London) on her jobs. */
async function candidateOnTheJobs(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signInDemo(page, 'candidate@matchboard.test', /\/jobs/);
  await expect(page.getByText(/result\(s\) found/)).toBeVisible();
}

for (const width of [1280, 375]) {
  test(`a candidate sorts the jobs by best match and reads why the first one fits her (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await candidateOnTheJobs(page, width);
    const sort = page.getByRole('radiogroup', { name: 'Sort by' });
    await expect(sort.getByRole('radio', { name: 'Newest' })).toBeChecked();
    await sort.getByText('Best match').click();
    await expect(page).toHaveURL(/sort=best_match/);
    await expect(sort.getByRole('radio', { name: 'Best match' })).toBeChecked();

    // Best first: the scores never rise down the page, and each card says why.
    const list = page.getByRole('list', { name: 'Jobs' });
    const cards = list.locator(':scope > li');
    await expect(cards.first().locator('.mb-match__score')).toBeVisible();
    const scores = (await list.locator('.mb-match__score strong').allTextContents()).map((text) =>
      Number(text.replace('%', '')),
    );
    expect(scores.length).toBe(await cards.count());
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Her profile names skills and preferences: nothing to add.
    await expect(page.getByText('Best match ranks jobs by your profile')).toHaveCount(0);

    await keepScreenshot(page, `best-match-list-${width}`);

    // The first job: its card's reasons, and every reason in the detail.
    const first = cards.first();
    const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    // Its card: the three most telling reasons, in her words, each one of the detail's.
    const brief = await first
      .getByRole('list', { name: `Why ${title} fits` })
      .getByRole('listitem')
      .allTextContents();
    expect(brief.length).toBeGreaterThan(0);
    expect(brief.length).toBeLessThanOrEqual(3);
    expect(brief.join(' ')).not.toMatch(/(^|: )(looks for|wants|lives in|expects) /);
    await first.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+\?.*sort=best_match/);
    const detail = page.getByRole(width >= 960 ? 'complementary' : 'dialog', {
      name: 'Job details',
    });
    const fit = detail.getByRole('region', { name: 'How it fits your profile' });
    await expect(fit).toContainText(`${scores[0]}% match`);
    const reasons = fit.getByRole('list', { name: `Why ${title} fits` }).getByRole('listitem');
    const all = await reasons.allTextContents();
    for (const reason of brief)
      expect(all.map((text) => text.replace(/ — Add .*$/, ''))).toContain(
        reason.replace(/ — Add .*$/, ''),
      );
    // Her side speaks to her: "You have 2 of the 3 skills …", "You look for Full-time …".
    await expect(reasons.first()).toContainText(/You have \d+ of the \d+ skills the job asks for/);
    expect(await reasons.count()).toBeGreaterThanOrEqual(6);
    await expect(fit).toContainText(/You look for Full-time — this job is/);
    await expectNoAxeViolations(page, `/jobs/{id} in best-match order at ${width} px`);
    await keepScreenshot(page, `best-match-${width}`);
    if (width === 375) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}

for (const width of [1280, 375]) {
  test(
    `a candidate reads how a job fits her in date order, on its own address and on an honest card (${width} px)`,
    { tag: '@dates' },
    async ({ page }) => {
      test.setTimeout(120_000);
      await candidateOnTheJobs(page, width);
      const title = 'Engineering Manager, Employer Product';
      const list = page.getByRole('list', { name: 'Jobs' });
      // Newest first: no scores on the cards, but the detail says how the job fits her.
      await expect(list.locator('.mb-match__score')).toHaveCount(0);
      await list.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/jobs\/\d+/);
      const nid = new URL(page.url()).pathname.split('/').pop();
      const detail = page.getByRole(width >= 960 ? 'complementary' : 'dialog', {
        name: 'Job details',
      });
      const fit = detail.getByRole('region', { name: 'How it fits your profile' });
      // The job asks for TypeScript and SQL and 10+ years in Berlin: she reads each in her words.
      await expect(fit).toContainText(
        'You have 1 of the 2 skills the job asks for (missing: TypeScript)',
      );
      await expect(fit).toContainText(/You have 5-10 years of experience — the job asks for 10\+/);
      await expect(fit).toContainText('You want Hybrid — this job is Hybrid');
      await expect(fit).not.toContainText(/^(looks for|wants|lives in)/m);
      await expectNoAxeViolations(page, `/jobs/{id} in date order with its fit at ${width} px`);
      await keepScreenshot(page, `job-fit-date-order-${width}`);

      // The job's own address (a pasted link, or a job-alert mail's) shows the same.
      await page.goto(`/jobs/${nid}`);
      await expect(
        page
          .getByRole(width >= 960 ? 'complementary' : 'dialog', { name: 'Job details' })
          .getByRole('region', { name: 'How it fits your profile' }),
      ).toContainText('missing: TypeScript');

      // In best-match order, its card names what does not fit before what does.
      await page.goto('/jobs?page=0&q=1&sort=best_match');
      const card = page
        .getByRole('list', { name: 'Jobs' })
        .locator(':scope > li')
        .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
      const brief = card.getByRole('list', { name: `Why ${title} fits` }).getByRole('listitem');
      await expect(brief).toHaveCount(3);
      const texts = await brief.allTextContents();
      expect(texts.some((text) => text.includes('missing: TypeScript'))).toBe(true);
      expect(texts.some((text) => text.includes('the job asks for 10+'))).toBe(true);
      await expectNoAxeViolations(
        page,
        `/jobs in best-match order with honest cards at ${width} px`,
      );
      await keepScreenshot(page, `job-card-honest-${width}`);
    },
  );
}
