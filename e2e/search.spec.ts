import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { bearer, signInDemo } from './support/demoSignIn';
import { postJob } from './support/postJob';
import { keepScreenshot } from './support/screenshots';

/**
 * Search that finds what people mean (issue 46): a typo, a city and a distance from it, and the
 * most relevant job first. The demo employer posts three jobs for it and takes them down after.
 */

test('a candidate types “javascrpt developer” within 25 km of Berlin and finds the Potsdam job first', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The demo employer posts the jobs: the one she means in Potsdam, one in Berlin that only
  // mentions JavaScript, and the same title in Hamburg, 255 km away.
  await signInDemo(page, 'employer@matchboard.test', /\/dashboard\/overview$/);
  const authorization = await bearer(page);
  const org = await page.request.get('/api/organization/get_organizations_for_current_user', {
    headers: { authorization },
  });
  const organization = ((await org.json()) as { uuid: string }[])[0].uuid;
  const posted = [
    await postJob(page, authorization, organization, {
      title: 'JavaScript Developer',
      text: 'Build the booking pages of a Potsdam start-up.',
      place: { city: 'Potsdam', state: 'Brandenburg' },
      skill: 'JavaScript',
    }),
    await postJob(page, authorization, organization, {
      title: 'Web Platform Engineer',
      text: 'You will review the JavaScript of our developers now and then.',
      place: { city: 'Berlin', state: 'Berlin' },
      skill: 'Go',
    }),
    await postJob(page, authorization, organization, {
      title: 'JavaScript Developer (Hamburg)',
      text: 'Build our shop.',
      place: { city: 'Hamburg', state: 'Hamburg' },
      skill: 'JavaScript',
    }),
  ];

  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const candidate = await context.newPage();
    await signInDemo(candidate, 'candidate@matchboard.test', /\/jobs/);
    const search = candidate.getByRole('textbox', { name: 'Search jobs' });
    await search.fill('javascrpt developer');
    await search.press('Enter');
    await expect(candidate).toHaveURL(/search=javascrpt\+developer/);
    // With a text, the order is relevance.
    await expect(candidate.getByRole('radio', { name: 'Relevance' })).toBeChecked();

    const location = candidate.getByRole('combobox', { name: 'Location' });
    await location.click();
    await location.fill('Berl');
    await candidate.getByTitle('Berlin', { exact: true }).click();
    await candidate.keyboard.press('Escape');
    await expect(candidate).toHaveURL(/location=Berlin/);
    // Berlin alone: Potsdam is not in it.
    const jobs = candidate.getByRole('list', { name: 'Jobs' });
    await expect(jobs.getByRole('link', { name: 'Web Platform Engineer' })).toBeVisible();
    await expect(jobs.getByRole('link', { name: 'JavaScript Developer', exact: true })).toHaveCount(
      0,
    );

    // Within 25 km of Berlin, chosen with the keyboard.
    const distance = candidate.getByRole('combobox', { name: 'Distance' });
    await distance.focus();
    await candidate.keyboard.press('Enter');
    await expect(candidate.getByTitle('Within 25 km of Berlin')).toBeVisible();
    await candidate.keyboard.press('ArrowDown');
    await candidate.keyboard.press('ArrowDown');
    await candidate.keyboard.press('Enter');
    await expect(candidate).toHaveURL(/distance=25/);

    const first = jobs.getByRole('listitem').first();
    await expect(
      first.getByRole('link', { name: 'JavaScript Developer', exact: true }),
    ).toBeVisible();
    await expect(first).toContainText('Potsdam');
    await expect(jobs.getByRole('link', { name: 'Web Platform Engineer' })).toBeVisible();
    await expect(jobs.getByRole('link', { name: 'JavaScript Developer (Hamburg)' })).toHaveCount(0);
    await expectNoAxeViolations(candidate, '/jobs with a typo, a city and a distance');
    await keepScreenshot(candidate, 'search-distance-1280');

    // The narrow screen keeps the same search behind the Filters button.
    await candidate.setViewportSize({ width: 375, height: 800 });
    await expect(
      first.getByRole('link', { name: 'JavaScript Developer', exact: true }),
    ).toBeVisible();
    await keepScreenshot(candidate, 'search-distance-375');
    await context.close();
  } finally {
    for (const job of posted)
      await page.request.delete(`/api/node/job_posting/${job.id}`, { headers: { authorization } });
  }
});
