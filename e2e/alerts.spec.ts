import { expect, test } from './support/test';
import { answerDialog } from './support/animations';
import { expectNoAxeViolations } from './support/axe';
import { signInDemo } from './support/demoSignIn';
import { messagesTo } from './support/outbox';
import { keepScreenshot } from './support/screenshots';
import { choose } from './support/select';

const CANDIDATE = 'candidate@matchboard.test';

/**
 * The server runs a job alert round every minute here (JOB_ALERTS_SCHEDULE in
 * playwright.config.ts), so a job published after the search was saved is mailed within about
 * a minute and a half.
 */
test(
  'a candidate saves a search, is mailed the new job that matches it, and unsubscribes from the mail without signing in',
  { tag: '@dates' },
  async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInDemo(page, CANDIDATE, /\/jobs/);
    const word = `Quasar${Date.now().toString(36)}`;

    // She searches for a word no job has yet and saves the search, mailed daily.
    await page.getByRole('textbox', { name: 'Search jobs' }).fill(word);
    await page.keyboard.press('Enter');
    await expect(page.getByText('No result(s) found')).toBeVisible();
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByText(`Jobs matching “${word}”`)).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(word);
    await expectNoAxeViolations(page, '/jobs with the save search dialog');
    await keepScreenshot(page, 'alerts-save-1280');
    await dialog.getByLabel('Name').fill('Quasar jobs');
    await dialog.getByRole('radio', { name: 'Daily' }).check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(
      page.getByText('Saved “Quasar jobs”. Manage it under Saved searches.'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Saved searches' }).click();
    const saved = page.getByRole('listitem', { name: 'Quasar jobs' });
    await expect(saved).toContainText(`“${word}”`);
    await expect(saved).toContainText('Not emailed yet');
    await expect(
      saved.getByRole('radiogroup', { name: 'Email for Quasar jobs' }).getByRole('radio', {
        name: 'Daily',
      }),
    ).toBeChecked();
    await expectNoAxeViolations(page, '/saved-searches');
    await keepScreenshot(page, 'alerts-saved-1280', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await keepScreenshot(page, 'alerts-saved-375', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // An employer publishes a job that matches.
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    await employer.setViewportSize({ width: 1280, height: 900 });
    await signInDemo(employer, 'employer@matchboard.test', /\/dashboard\/overview$/);
    // The job areas open once her organization is active (the dashboard then shows its jobs).
    await expect(employer.getByText('Total Jobs')).toBeVisible();
    await employer.goto('/job/new');
    await expect(employer.getByRole('heading', { level: 1, name: 'Create job' })).toBeVisible();
    const title = `${word} Compiler Engineer`;
    await employer.getByLabel('Job title').fill(title);
    await employer.getByRole('textbox', { name: 'Job description' }).click();
    await employer.keyboard.type(
      'Build compilers for quantum hardware with a kind, supportive team.',
    );
    await employer.keyboard.press('Tab');
    await choose(employer, 'Technical skills', 'TypeScript');
    await choose(employer, 'Employment type', 'Full-time');
    await choose(employer, 'Remote job', 'Remote');
    await employer.getByLabel('Salary from (yearly)').fill('70000');
    await employer.getByLabel('Salary to (yearly)').fill('90000');
    await employer.getByRole('button', { name: 'Save' }).click();
    await expect(employer.getByText('Job have been added')).toBeVisible();

    // The next round mails her that job, with one-click unsubscribe headers and links.
    let mail = '';
    await expect
      .poll(
        () => {
          mail =
            messagesTo(CANDIDATE).find((text) =>
              text.includes('Subject: 1 new job for your search “Quasar jobs” on Matchboard'),
            ) ?? '';
          return mail;
        },
        { message: 'the alert mail', timeout: 150_000, intervals: [2_000] },
      )
      .not.toBe('');
    expect(mail).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/job-alerts\/unsubscribe\/[^>]+>\r$/m,
    );
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(mail).toContain(`“${title}” at “Matchboard Demo GmbH”`);
    const body = mail.slice(mail.indexOf('\r\n\r\n'));
    const jobLink = /http:\/\/\S+\/jobs\/\d+/.exec(body)?.[0] ?? '';
    const unsubscribeLink = /http:\/\/\S+\/job-alerts\/unsubscribe\/\S+/.exec(body)?.[0] ?? '';
    expect(unsubscribeLink).not.toContain('/api/');

    // The job link opens the job.
    await page.goto(jobLink);
    await expect(
      page
        .getByRole('complementary', { name: 'Job details' })
        .getByRole('heading', { name: title }),
    ).toBeVisible();

    // Unsubscribing works signed out: the page asks, one click stops the mails.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(unsubscribeLink);
    await expect(
      visitor.getByRole('heading', { name: 'Stop the emails for “Quasar jobs”?' }),
    ).toBeVisible();
    await expectNoAxeViolations(visitor, '/job-alerts/unsubscribe');
    await keepScreenshot(visitor, 'alerts-unsubscribe-1280');
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitor.getByRole('status')).toHaveText(
      'You will no longer get emails for the saved search “Quasar jobs”.',
    );
    await visitor.setViewportSize({ width: 375, height: 800 });
    await keepScreenshot(visitor, 'alerts-unsubscribe-375');
    await visitorContext.close();

    await page.goto('/saved-searches');
    const after = page.getByRole('listitem', { name: 'Quasar jobs' });
    await expect(after).toContainText(/Last emailed on/);
    await expect(
      after.getByRole('radiogroup', { name: 'Email for Quasar jobs' }).getByRole('radio', {
        name: 'No email',
      }),
    ).toBeChecked();

    // The employer takes the job down again (the demo organization's quota stays as it was).
    await employer.goto('/job/all');
    await employer.getByRole('button', { name: `Delete ${title}` }).click();
    await answerDialog(
      employer.getByRole('dialog', { name: 'Are you sure you want to delete this job?' }),
      'Yes',
    );
    await expect(employer.getByRole('article', { name: title })).toHaveCount(0);
    await employerContext.close();
  },
);
