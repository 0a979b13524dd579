import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { answerDialog } from '../support/animations';
import { signInDemo } from '../support/demoSignIn';
import { pdfBytes, pngBytes } from '../support/files';
import { messagesTo } from '../support/outbox';

/**
 * Two server processes behind HAProxy (round robin), one PostgreSQL, one S3 bucket, one SMTP
 * server (`npm run scale`). Every answer says which process gave it (X-Served-By), so the test
 * knows both served what it checks.
 */
const HEDY = 'hedy.lamarr@candidates.matchboard.test';

/** The objects in the bucket, as the local S3 server keeps them on disk. */
function bucketObjects(): string[] {
  const bucket = path.join(process.env.E2E_DATA_DIR as string, 's3', 'matchboard-files');
  return readdirSync(bucket)
    .filter((name) => name.endsWith('._S3rver_object'))
    .sort();
}

/**
 * Records which process answered each read of the profile, and the signed file URLs the page
 * loaded (the browser caches the files themselves, so they are fetched again below).
 */
function watch(page: Page): { profileServers: Set<string>; fileUrls: Set<string> } {
  const profileServers = new Set<string>();
  const fileUrls = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const server = response.headers()['x-served-by'];
    if (url.pathname.startsWith('/system/files/')) fileUrls.add(response.url());
    else if (
      response.request().method() === 'GET' &&
      url.pathname === '/api/node/candidate_profile' &&
      response.status() === 200 &&
      server
    ) {
      profileServers.add(server);
    }
  });
  return { profileServers, fileUrls };
}

async function acceptLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = messagesTo(to)
          .join('\n')
          .match(
            /https?:\/\/\S*\/api\/candidate\/organization-access\?token=\S+&action=accept/,
          )?.[0];
        return link;
      },
      { message: `an introduction mail to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link as string;
}

test('two processes behind the balancer share files, mail, sessions and sign-outs', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { profileServers, fileUrls } = watch(page);
  const objectsAtStart = bucketObjects();

  // The candidate uploads a picture and a CV through whichever process the balancer picks.
  await signInDemo(page, HEDY, /\/jobs$/);
  await page.goto('/profile/step/0');
  await page.getByLabel('Profile picture file').setInputFiles({
    name: 'hedy.png',
    mimeType: 'image/png',
    buffer: pngBytes(400, 400),
  });
  await answerDialog(page.getByRole('dialog', { name: 'Crop picture' }), 'Save picture');
  await expect(page.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await page.goto('/profile/step/1');
  await page.getByLabel('CV file').setInputFiles({
    name: 'hedy-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await expect(page.getByRole('link', { name: 'hedy-cv.pdf' })).toBeVisible();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  // Both files went to the bucket, none to a process's disk.
  expect(bucketObjects().length).toBe(objectsAtStart.length + 2);

  // Reloads until each process has served her profile: each time, both files are there.
  const card = page.getByRole('article', { name: 'Profile card' });
  for (let reload = 0; reload < 12 && profileServers.size < 2; reload += 1) {
    await page.goto('/profile/view');
    const picture = card.getByRole('img', { name: 'Picture of Hedy Lamarr' });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: 'CV (hedy-cv.pdf)' })).toBeVisible();
    // Round robin counts every request: a reload that makes an even number of them sends the
    // profile's to the same process each time. One more request moves it on to the other.
    await page.request.get('/health/live');
  }
  expect([...profileServers].sort()).toEqual(['app1', 'app2']);
  // And each process serves both files from the bucket (fetched past the browser's cache).
  // The files she uploaded, by the names she gave them (the page loads the seeded demo CV too,
  // sometimes after hers, under a newly signed URL).
  const uploaded = new Map<string, string>();
  for (const url of fileUrls) {
    const name = /\/(hedy\.png|hedy-cv\.pdf)\?/.exec(url)?.[1];
    if (name) uploaded.set(name, url);
  }
  expect([...uploaded.keys()].sort()).toEqual(['hedy-cv.pdf', 'hedy.png']);
  const files = [...uploaded.values()];
  for (const url of files) {
    const servers = new Set<string>();
    for (let attempt = 0; attempt < 6 && servers.size < 2; attempt += 1) {
      const answer = await page.request.get(url);
      expect(answer.status()).toBe(200);
      expect((await answer.body()).length).toBeGreaterThan(100);
      servers.add(answer.headers()['x-served-by']);
    }
    expect([...servers].sort()).toEqual(['app1', 'app2']);
  }

  // She deletes the picture: the object leaves the bucket.
  await page.goto('/profile/step/0');
  const beforeDelete = bucketObjects();
  await page.getByRole('button', { name: 'Delete profile picture' }).click();
  await expect(page.getByRole('button', { name: 'Upload profile picture' })).toBeVisible();
  await expect.poll(() => bucketObjects().length).toBe(beforeDelete.length - 1);
  await page.goto('/profile/view');
  await expect(card.getByRole('img', { name: 'Picture of Hedy Lamarr' })).toHaveCount(0);

  // An employer, in her own browser, asks for an introduction; one of the two workers mails it.
  const employerContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const employer = await employerContext.newPage();
  const employerTokens = new Set<string>();
  employer.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization?.startsWith('Bearer ')) employerTokens.add(authorization);
  });
  await signInDemo(employer, 'employer@matchboard.test', /\/dashboard\/overview$/);
  await expect(employer.getByRole('link', { name: 'Candidates' })).toBeEnabled();
  await employer.getByRole('link', { name: 'Candidates' }).click();
  await employer.getByLabel('Search candidates').fill('Hedy');
  await employer.getByLabel('Search candidates').press('Enter');
  await expect(employer.getByText('1 result(s) found')).toBeVisible();
  await employer.getByRole('button', { name: 'Get Intro to Hedy Lamarr' }).click();
  // A click while a dialog still zooms in can land beside its button and leave it open.
  await answerDialog(
    employer.getByRole('dialog', { name: 'Request an introduction to Hedy Lamarr?' }),
    'Get Intro',
  );
  const dialog = employer.getByRole('dialog', { name: 'Introduction requested' });
  await expect(dialog).toContainText('received an email');
  await answerDialog(dialog, 'OK');
  await expect(dialog).toBeHidden();

  // The candidate confirms from the mail, signed out.
  const mailContext = await browser.newContext();
  const mail = await mailContext.newPage();
  await mail.goto(await acceptLink(HEDY));
  await mail.getByRole('button', { name: 'Accept introduction' }).click();
  await expect(mail.getByText('Introduction accepted')).toBeVisible();
  await mailContext.close();

  // The employer now sees her contact data and her CV, whichever process answers.
  await employer.getByRole('link', { name: 'Hedy Lamarr' }).click();
  await expect(employer.getByRole('heading', { name: 'Hedy Lamarr' })).toBeVisible();
  await expect(employer.getByText(HEDY)).toBeVisible();
  await expect(employer.getByRole('link', { name: 'CV (hedy-cv.pdf)' })).toBeVisible();

  // Both processes have answered her token (and keep who it speaks for). She logs out through
  // one of them; from then on neither accepts it.
  const [token] = [...employerTokens].slice(-1);
  const tokenServers = new Set<string>();
  for (let attempt = 0; attempt < 6 && tokenServers.size < 2; attempt += 1) {
    const answer = await employer.request.get('/api', { headers: { Authorization: token } });
    expect(answer.status()).toBe(200);
    tokenServers.add(answer.headers()['x-served-by']);
  }
  expect([...tokenServers].sort()).toEqual(['app1', 'app2']);
  await employer.getByRole('button', { name: /account menu/ }).click();
  const revoked = employer.waitForResponse((answer) => answer.url().endsWith('/oauth/revoke'));
  await employer.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  expect((await revoked).status()).toBe(200);
  const refusedBy = new Set<string>();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const answer = await employer.request.get('/api', { headers: { Authorization: token } });
    expect(answer.status()).toBe(401);
    refusedBy.add(answer.headers()['x-served-by']);
  }
  expect([...refusedBy].sort()).toEqual(['app1', 'app2']);
  await employerContext.close();
});
