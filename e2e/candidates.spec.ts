import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import Papa from 'papaparse';
import { expectNoAxeViolations } from './support/axe';
import { messagesTo } from './support/outbox';
import { keepScreenshot } from './support/screenshots';
import { answerDialog } from './support/animations';

/**
 * The candidate journeys against the seeded demo data: the demo organization has candidate-
 * database access and ten introductions a week; 25 candidates are in the database (Hedy Lamarr
 * confirms introductions by mail, Katherine Johnson is contacted at once); the trial employer's
 * organization has demo access only.
 */
const PASSWORD = 'Matchboard2026!';
const HEDY = 'hedy.lamarr@candidates.matchboard.test';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  // The organization list makes the only organization the active one.
  await expect(page.getByRole('link', { name: 'Candidates' })).toBeEnabled();
}

/** The accept or decline link of the last introduction mail to `to`. */
async function introductionLink(to: string, action: 'accept' | 'decline'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const text = messagesTo(to)
          .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
          .pop();
        link = text?.match(
          new RegExp(
            `https?://\\S*/api/candidate/organization-access\\?token=\\S+&action=${action}`,
          ),
        )?.[0];
        return link;
      },
      { message: `an introduction mail to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Drags `card` onto `target` with the mouse, in small steps as a hand would. */
async function dragWithMouse(page: Page, card: Locator, target: Locator): Promise<void> {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const over = { x: to.x + to.width / 2, y: to.y + 40 };
  await page.mouse.move(over.x, over.y, { steps: 20 });
  // The card travels with the pointer (give or take the few pixels before the drag starts):
  // nothing around it may become its containing block and move it elsewhere. It follows on the
  // next animation frames, which a busy machine draws late.
  await expect
    .poll(async () => {
      const held = await card.boundingBox();
      if (!held) return 'the card is gone';
      const dx = Math.abs(held.x + held.width / 2 - over.x);
      const dy = Math.abs(held.y + held.height / 2 - over.y);
      return dx < 20 && dy < 20
        ? 'under the pointer'
        : `${Math.round(dx)}, ${Math.round(dy)} px away`;
    })
    .toBe('under the pointer');
  await page.mouse.up();
}

const column = (page: Page, title: string) =>
  page.getByRole('list', { name: `Candidates in ${title}` });

test(
  'an employer searches, requests introductions, the candidate confirms by mail, and the board keeps them',
  { tag: '@dates' },
  async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await signIn(page, 'employer@matchboard.test');

    // The search: /candidates opens it; typing searches after a second, with '+' for spaces.
    await page.getByRole('link', { name: 'Candidates' }).click();
    await expect(page).toHaveURL(/\/candidates\/filter/);
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(page.getByText('25 result(s) found')).toBeVisible();
    await expectNoAxeViolations(page, '/candidates/filter');
    await page.getByLabel('Search candidates').fill('Frontend Engineer');
    await expect(page).toHaveURL(/search=Frontend\+Engineer/);
    await expect(page.getByText('2 result(s) found')).toBeVisible();
    await page.getByLabel('Search candidates').fill('Hedy');
    await page.getByLabel('Search candidates').press('Enter');
    await expect(page).toHaveURL(/search=Hedy/);
    await expect(page.getByText('1 result(s) found')).toBeVisible();

    // The first four skills, then the toggle.
    const hedy = page.locator('li.mb-candidate-card', { hasText: 'Hedy Lamarr' });
    await expect(
      hedy.getByRole('list', { name: 'Skills of Hedy Lamarr' }).getByRole('listitem'),
    ).toHaveCount(4);
    await hedy.getByRole('button', { name: '+2 more' }).click();
    await expect(
      hedy.getByRole('list', { name: 'Skills of Hedy Lamarr' }).getByRole('listitem'),
    ).toHaveCount(6);

    // Get Intro: the tooltip counts the invites, the mail goes out, the card turns Contacted.
    const intro = hedy.getByRole('button', { name: 'Get Intro to Hedy Lamarr' });
    await intro.focus();
    await expect(page.getByRole('tooltip')).toHaveText('10 invites left');
    await intro.click();
    // Get Intro spends one of the week's introductions: it asks first.
    const question = page.getByRole('dialog', { name: 'Request an introduction to Hedy Lamarr?' });
    await expect(question).toContainText(
      'This uses one of the 10 introductions your organization has left this week.',
    );
    await expectNoAxeViolations(page, '/candidates/filter asking before Get Intro');
    await answerDialog(question, 'Get Intro');
    const dialog = page.getByRole('dialog', { name: 'Introduction requested' });
    await expect(dialog).toContainText('received an email');
    await expectNoAxeViolations(page, '/candidates/filter with the introduction dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(hedy.getByRole('button', { name: 'Contacted Hedy Lamarr' })).toBeDisabled();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page.getByText('24 result(s) found')).toBeVisible();

    // The profile before the answer: no contact data.
    await page.getByLabel('Status').click();
    await page.getByTitle('Requested', { exact: true }).click();
    await expect(page).toHaveURL(/connection_status_requested=/);
    await page.getByRole('link', { name: 'Hedy Lamarr' }).click();
    await expect(page).toHaveURL(/\/candidates\/filter\/[0-9a-f-]{36}\?page=0&q=1/);
    await expect(page.getByRole('heading', { name: 'Hedy Lamarr' })).toBeVisible();
    await expect(page.getByText(HEDY)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to candidates' })).toBeVisible();
    await expectNoAxeViolations(page, '/candidates/filter/{id}');

    // A mail scanner opens the link in a fresh browser and runs its page: nothing is answered.
    const scanner = await browser.newContext();
    const scannerPage = await scanner.newPage();
    await scannerPage.goto(await introductionLink(HEDY, 'accept'));
    await expect(
      scannerPage.getByRole('heading', {
        name: 'Matchboard Demo GmbH would like to be introduced to you',
      }),
    ).toBeVisible();
    await scannerPage.waitForLoadState('networkidle');
    await scanner.close();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hedy Lamarr' })).toBeVisible();
    await expect(page.getByText(HEDY)).toHaveCount(0);

    // The candidate accepts from the mail, signed out, in her own browser, with a click.
    const candidate = await browser.newContext();
    const mailPage = await candidate.newPage();
    await mailPage.goto(await introductionLink(HEDY, 'accept'));
    await expect(mailPage.getByText(/can see your full name and profile picture/)).toBeVisible();
    await expectNoAxeViolations(mailPage, '/api/candidate/organization-access (the request)');
    await mailPage.getByRole('button', { name: 'Accept introduction' }).click();
    await expect(mailPage.getByText('Introduction accepted')).toBeVisible();
    await expect(mailPage.getByRole('status')).toContainText(
      'Matchboard Demo GmbH can now see your full profile',
    );
    await expectNoAxeViolations(mailPage, '/api/candidate/organization-access');
    // The link works once: a second visit says it was used and offers no answer.
    await mailPage.goto(await introductionLink(HEDY, 'accept'));
    await expect(mailPage.getByText('This introduction link has already been used.')).toBeVisible();
    await expect(mailPage.getByRole('button', { name: 'Accept introduction' })).toHaveCount(0);
    await candidate.close();

    // Now the employer sees her contact data.
    await page.reload();
    await expect(page.getByText(HEDY)).toBeVisible();

    // Katherine Johnson opted in: connected at once, the invites go down to 8.
    await page.getByRole('link', { name: 'Back to candidates' }).click();
    await page.getByLabel('Status').click();
    await page.locator('.ant-select-dropdown').getByTitle('All', { exact: true }).click();
    // The list has taken the status before the search is typed. A search sent before the router
    // had rendered the status's address used to be built on the filters shown, losing the status;
    // changes now build on the latest address (useListAddressState.test.tsx).
    await expect(page).toHaveURL(/connection_status_requested_negate=/);
    await page.getByLabel('Search candidates').fill('Katherine');
    await page.getByLabel('Search candidates').press('Enter');
    await expect(page).toHaveURL(/search=Katherine/);
    // Get Intro from her profile page, without going back to the list.
    await page.getByRole('link', { name: 'Katherine Johnson' }).click();
    await expect(page.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
    const note = page.getByText(/Contact details and the CV are shared once/);
    await expect(note).toBeVisible();
    const katherine = page.getByRole('button', { name: 'Get Intro to Katherine Johnson' });
    await expectNoAxeViolations(page, '/candidates/filter/{id} with Get Intro');
    await katherine.focus();
    await expect(page.getByRole('tooltip')).toHaveText('9 invites left');
    await katherine.click();
    const asking = page.getByRole('dialog', {
      name: 'Request an introduction to Katherine Johnson?',
    });
    await answerDialog(asking, 'Get Intro');
    const gained = page.getByRole('dialog', { name: 'Access granted' });
    await expect(gained).toContainText(
      'You have gained access to the profile of Katherine Johnson.',
    );
    // The dialog is closed once it has finished opening, as a reader would.
    await expect(async () => {
      await gained.getByRole('button', { name: 'OK' }).click();
      await expect(gained).toBeHidden({ timeout: 1_000 });
    }).toPass();
    // The profile shows what access now allows, and offers no second introduction.
    await expect(note).toHaveCount(0);
    await expect(katherine).toHaveCount(0);
    // Back in the list, 'All' leaves out the candidates already contacted; 'Connected' has her.
    await page.getByRole('link', { name: 'Back to candidates' }).click();
    await expect(page.getByText('No result found')).toBeVisible();
    await page.getByLabel('Status').click();
    await page.getByTitle('Connected', { exact: true }).click();
    await expect(
      page.getByRole('link', { name: 'View Profile of Katherine Johnson' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();

    // The board: both accepted.
    await page.getByRole('link', { name: 'Candidates Board' }).click();
    await expect(page).toHaveURL(/\/candidates\/board$/);
    await expect(column(page, 'Accepted').getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page, '/candidates/board');

    // A new column: uppercased title; the same name twice is refused.
    const name = page.getByLabel('New column');
    await name.fill('Interview round');
    await expect(page.getByText('Adds INTERVIEW ROUND')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('heading', { name: /INTERVIEW ROUND/ })).toBeVisible();
    await name.fill('interview round');
    await expect(page.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(page.getByText('A column with this name already exists')).toBeVisible();
    await name.fill('');

    // Hedy moves with the mouse, Katherine with the keyboard.
    await dragWithMouse(
      page,
      column(page, 'Accepted').getByRole('listitem').filter({ hasText: 'Hedy Lamarr' }),
      column(page, 'INTERVIEW ROUND'),
    );
    await expect(column(page, 'INTERVIEW ROUND').getByRole('listitem')).toHaveCount(1);
    await expect(column(page, 'Accepted').getByRole('listitem')).toHaveCount(1);
    await column(page, 'Accepted')
      .getByRole('button', { name: /^Katherine Johnson/ })
      .focus();
    // Each key waits for what the board tells a screen reader: a busy machine may not have lifted
    // or moved the card yet when the next key comes.
    const announced = page.locator('[id^="rfd-announcement-"]').last();
    await page.keyboard.press('Space');
    await expect(announced).toContainText('You have lifted an item');
    await page.keyboard.press('ArrowRight');
    await expect(announced).toContainText('to list');
    await page.keyboard.press('Space');
    await expect(column(page, 'INTERVIEW ROUND').getByRole('listitem')).toHaveCount(2);
    await expect(column(page, 'Accepted').getByRole('listitem')).toHaveCount(0);

    // Saved on the server: a reload shows the same board.
    await expect
      .poll(async () => {
        const board = await page.evaluate(async () => {
          const token = JSON.parse(localStorage.getItem('token') ?? 'null') as {
            token_type: string;
            access_token: string;
          };
          const nid = Object.values(
            JSON.parse(localStorage.getItem('userOrgData') ?? '{}') as Record<
              string,
              { nid: number }
            >,
          )[0].nid;
          const response = await fetch(
            `/api/organization/${nid}/candidate_table/dashboard_table_${nid}`,
            {
              headers: { Authorization: `${token.token_type} ${token.access_token}` },
            },
          );
          return (await response.json()) as { columns: Record<string, { candidates: unknown[] }> };
        });
        return board.columns.Interview_round?.candidates.length;
      })
      .toBe(2);
    await page.reload();
    await expect(column(page, 'INTERVIEW ROUND').getByRole('listitem')).toHaveCount(2);

    // Delete the column: its cards go back to Accepted.
    await page.getByRole('button', { name: 'Actions for column INTERVIEW ROUND' }).click();
    await expectNoAxeViolations(page, '/candidates/board with a column menu open');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete the column INTERVIEW ROUND?' });
    await expect(confirmDelete).toContainText('Its 2 candidates go back to ACCEPTED.');
    await expectNoAxeViolations(page, '/candidates/board asking before deleting a column');
    await confirmDelete.getByRole('button', { name: 'Delete column' }).click();
    await expect(page.getByRole('heading', { name: /INTERVIEW ROUND/ })).toHaveCount(0);
    await expect(column(page, 'Accepted').getByRole('listitem')).toHaveCount(2);

    // The CSV of the accepted column.
    await page.getByRole('button', { name: 'Actions for column Accepted' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Candidates.csv');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual([
      'Name',
      'Country',
      'City',
      'Technical Skills',
      'Experience(years)',
      'Email',
      'Phone Number',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Hedy Lamarr', 'Katherine Johnson']);
    const hedyRow = rows.find((row) => row[0] === 'Hedy Lamarr');
    expect(hedyRow?.slice(1, 6)).toEqual([
      'Austria',
      'Vienna',
      'TypeScript, React, CSS, HTML, GraphQL, Node.js',
      '5-10',
      HEDY,
    ]);
    // The phone number is a text formula a spreadsheet shows as the number, without a quote.
    expect(hedyRow?.[6]).toMatch(/^="\+[0-9 ]+"$/);

    // Card menu: it opens again after Escape, a click outside and Move to Top, by keyboard and mouse.
    const cardActions = page.getByRole('button', { name: 'Actions for Katherine Johnson' });
    await cardActions.click();
    await expect(cardActions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(cardActions).toHaveAttribute('aria-expanded', 'false');
    await cardActions.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Move to Top' })).toBeVisible();
    await page.getByRole('heading', { name: 'Candidates Board' }).click();
    await expect(cardActions).toHaveAttribute('aria-expanded', 'false');
    await cardActions.click();
    await page.getByRole('menuitem', { name: 'Move to Top' }).click();
    await expect(column(page, 'Accepted').getByRole('listitem').first()).toContainText(
      'Katherine Johnson',
    );
    // Archive moves the card to the (hidden) archived column; showing it shows the card.
    await cardActions.click();
    await expectNoAxeViolations(page, '/candidates/board with a card menu open');
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(column(page, 'Accepted').getByRole('listitem')).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Archived' }).check();
    await expect(column(page, 'Archived').getByRole('listitem')).toHaveCount(1);

    // Hedy ends her connection from her own profile: the employer's next view lacks her contact
    // data and the board no longer holds her card.
    const hedyContext = await browser.newContext();
    const hedyPage = await hedyContext.newPage();
    await hedyPage.goto('/');
    await hedyPage.getByLabel('Email').fill(HEDY);
    await hedyPage.getByLabel('Password').fill(PASSWORD);
    await hedyPage.getByRole('button', { name: /sign in/i }).click();
    await expect(hedyPage).not.toHaveURL(/\/$/);
    await hedyPage.getByRole('link', { name: 'Introductions' }).click();
    await expect(hedyPage).toHaveURL(/\/introductions$/);
    await expect(hedyPage.getByRole('heading', { name: 'Introductions', level: 1 })).toBeVisible();
    await expect(
      hedyPage.getByRole('region', { name: /^Connected/ }).getByText('Matchboard Demo GmbH'),
    ).toBeVisible();
    await expectNoAxeViolations(hedyPage, '/introductions');
    await hedyPage
      .getByRole('button', { name: 'End connection with Matchboard Demo GmbH' })
      .click();
    await expectNoAxeViolations(hedyPage, '/introductions with the confirmation open');
    await hedyPage.getByRole('dialog').getByRole('button', { name: 'End connection' }).click();
    await expect(
      hedyPage.getByText(/Your connection with Matchboard Demo GmbH has ended/),
    ).toBeVisible();
    // Her history keeps it: ended, on which day, and until when the company is held off.
    const ended = hedyPage.getByRole('region', { name: /^Ended/ });
    await expect(ended.getByRole('heading', { name: 'Matchboard Demo GmbH' })).toBeVisible();
    await expect(ended).toContainText(/Ended on .+\. They cannot ask you again before .+\./);
    await expect(hedyPage.getByText(/No organization has asked/)).toHaveCount(0);
    await expectNoAxeViolations(hedyPage, '/introductions with an ended connection');
    await hedyContext.close();

    await page.reload();
    await expect(column(page, 'Accepted').getByRole('listitem')).toHaveCount(0);
    await page.goto('/candidates/filter');
    await expect(page.getByText(/result\(s\) found|No result found/)).toBeVisible();
    await page.getByLabel('Search candidates').fill('Hedy');
    await page.getByLabel('Search candidates').press('Enter');
    await expect(page).toHaveURL(/search=Hedy/);
    // Held, with its reason, where a Get Intro that would fail used to be: on her card and profile.
    const held = page.getByRole('button', { name: 'Connection ended: Hedy Lamarr' });
    await expect(held).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Get Intro to Hedy Lamarr' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/candidates/filter with a held candidate');
    await page.getByRole('link', { name: 'Hedy Lamarr' }).click();
    await expect(page.getByRole('heading', { name: 'Hedy Lamarr' })).toBeVisible();
    await expect(page.getByText(HEDY)).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Connection ended: Hedy Lamarr' }),
    ).toBeDisabled();
    await expect(page.getByText(/ended her connection with your organization/)).toBeVisible();
  },
);

test(
  'a candidate answers an introduction in the app (the mailed link is then used up), and later deletes her account',
  { tag: '@dates' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const MARGARET = 'margaret.hamilton@candidates.matchboard.test';
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'employer@matchboard.test');
    await page.getByRole('link', { name: 'Candidates' }).click();
    await page.getByLabel('Search candidates').fill('Margaret');
    await page.getByLabel('Search candidates').press('Enter');
    await page.getByRole('button', { name: 'Get Intro to Margaret Hamilton' }).click();
    await answerDialog(
      page.getByRole('dialog', { name: 'Request an introduction to Margaret Hamilton?' }),
      'Get Intro',
    );
    const requested = page.getByRole('dialog', { name: 'Introduction requested' });
    await expect(requested).toBeVisible();
    await expect(async () => {
      await requested.getByRole('button', { name: 'OK' }).click();
      await expect(requested).toBeHidden({ timeout: 1_000 });
    }).toPass();
    const mailedLink = await introductionLink(MARGARET, 'accept');

    // She signs in: the nav counts the request, the page says who asks and what they would see.
    const context = await browser.newContext();
    const margaret = await context.newPage();
    await margaret.setViewportSize({ width: 375, height: 800 });
    await margaret.goto('/');
    await margaret.getByLabel('Email').fill(MARGARET);
    await margaret.getByLabel('Password').fill(PASSWORD);
    await margaret.getByRole('button', { name: /sign in/i }).click();
    await expect(margaret).toHaveURL(/\/jobs/);
    await margaret.setViewportSize({ width: 1280, height: 900 });
    await margaret.getByRole('link', { name: 'Introductions 1 waiting' }).click();
    const waiting = margaret.getByRole('region', { name: /Waiting for your answer/ });
    await expect(waiting.getByRole('heading', { name: 'Matchboard Demo GmbH' })).toBeVisible();
    await expect(waiting).toContainText(
      'If you accept, Matchboard Demo GmbH can see your full name',
    );
    await expectNoAxeViolations(margaret, '/introductions with a request waiting');
    await margaret.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => margaret.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await margaret.setViewportSize({ width: 1280, height: 900 });
    await waiting
      .getByRole('button', { name: 'Accept the introduction to Matchboard Demo GmbH' })
      .click();
    await expect(
      margaret.getByText('You accepted the introduction. Matchboard Demo GmbH can now see'),
    ).toBeVisible();
    await expect(
      margaret.getByRole('region', { name: /^Connected/ }).getByText('Matchboard Demo GmbH'),
    ).toBeVisible();
    await expect(margaret.getByRole('link', { name: 'Introductions', exact: true })).toBeVisible();

    // The mailed link died with the answer.
    await margaret.goto(mailedLink);
    await expect(margaret.getByText('This introduction link has already been used.')).toBeVisible();
    await context.close();

    // The employer sees her on the board and her contact data.
    await page.getByRole('link', { name: 'Candidates Board' }).click();
    const card = column(page, 'Accepted')
      .getByRole('listitem')
      .filter({ hasText: 'Margaret Hamilton' });
    await expect(card).toHaveCount(1);

    // She deletes her account: the board no longer shows her, and she cannot sign in again.
    const again = await browser.newContext();
    const leaving = await again.newPage();
    await leaving.goto('/');
    await leaving.getByLabel('Email').fill(MARGARET);
    await leaving.getByLabel('Password').fill(PASSWORD);
    await leaving.getByRole('button', { name: /sign in/i }).click();
    await expect(leaving).toHaveURL(/\/jobs/);
    await leaving.goto('/profile/data');
    await leaving.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = leaving.getByRole('dialog', { name: 'Delete your account?' });
    await expect(confirm).toContainText('Everything Matchboard holds about you is deleted.');
    await expectNoAxeViolations(leaving, '/profile/data asking before deleting the account');
    await confirm.getByLabel('Your password').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(leaving).toHaveURL(/\/$/);
    await expect(leaving.getByText('Your account has been deleted.')).toBeVisible();
    await expect
      .poll(() => messagesTo(MARGARET).some((mail) => mail.includes('account has been deleted')))
      .toBe(true);
    await leaving.getByLabel('Email').fill(MARGARET);
    await leaving.getByLabel('Password').fill(PASSWORD);
    await leaving.getByRole('button', { name: /sign in/i }).click();
    await expect(leaving.getByRole('region', { name: 'Sign in' }).getByRole('alert')).toBeVisible();
    await expect(leaving).toHaveURL(/\/$/);
    await again.close();

    await page.reload();
    await expect(page.getByRole('heading', { name: /Accepted/ })).toBeVisible();
    await expect(card).toHaveCount(0);
  },
);

test('an employer with demo access sees blurred candidates and the upgrade prompt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'trial-employer@matchboard.test');
  await page.goto('/candidates/filter');
  const prompt =
    'To enable access to candidate profiles upgrade your account. Please purchase a network partnership package or contact our sales team.';
  await expect(page.getByText(prompt)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(page.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await expect(page.getByText(/result\(s\) found/)).toBeVisible();
  // No real names and only blurred pictures leave the server.
  await expect(page.getByText('Lamarr')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'H. L.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Candidates Board' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/candidates/filter (demo)');

  await page.getByRole('button', { name: /Get Intro to H\. L\./ }).click();
  const dialog = page.getByRole('dialog', { name: 'Candidate database access' });
  await expect(dialog.getByText(prompt)).toBeVisible();
  await expectNoAxeViolations(page, '/candidates/filter (demo) with the upgrade dialog');
  await dialog.getByRole('button', { name: 'Not now' }).click();

  await page.getByRole('link', { name: 'H. L.' }).click();
  await expect(page.getByRole('heading', { name: 'H. L.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture of H. L.' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  await expectNoAxeViolations(page, '/candidates/filter/{id} (demo)');

  // The board needs candidate-database access.
  await page.goto('/candidates/board');
  await expect(page).toHaveURL(/\/candidates\/filter/);

  // On a phone the prompt's text keeps the width, its links sit apart, the page stays in bounds.
  await page.setViewportSize({ width: 375, height: 800 });
  const contactSales = page.getByRole('link', { name: 'Contact Sales' }).first();
  const upgrade = page.getByRole('link', { name: 'Upgrade' }).first();
  await expect(upgrade).toBeVisible();
  const [sales, up] = [await contactSales.boundingBox(), await upgrade.boundingBox()];
  expect(sales && up).toBeTruthy();
  if (sales && up) {
    const apart = up.x >= sales.x + sales.width + 4 || up.y >= sales.y + sales.height + 4;
    expect(apart, 'Contact Sales and Upgrade do not touch').toBe(true);
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'upgrade-prompt-375');
  await expectNoAxeViolations(page, '/candidates/filter (demo) at 375 px');
});
