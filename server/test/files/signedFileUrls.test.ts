import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/connect';
import {
  EXPIRED_SIGNATURE_MESSAGE,
  EXPIRY_STEP_SECONDS,
  INVALID_SIGNATURE_MESSAGE,
} from '../../src/files/signedUrls';
import { buildTestApp, injectAs, type TestApp } from '../helpers';
import {
  createProfile,
  CV,
  employerDocument,
  PICTURE,
  uploadFile,
} from '../profiles/profileFixtures';
import { pdfBytes, pngBytes } from '../imageFixtures';
import { testFile } from '../support/fixture';

const given = testFile({ candidate: 'candidate', employer: 'employer' });

const TTL = 600;

/** Uploads a picture as the candidate and returns its file--file resource. */
async function upload(name = 'face.png') {
  const response = await uploadFile(given.t, given.candidate, PICTURE, pngBytes(240, 240), name);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data as { id: string; attributes: { uri: { url: string } } };
}

const anonymousGet = (url: string, app: TestApp = given.t) =>
  injectAs(app, null, { method: 'GET', url });

/** The URL with one query value replaced. */
function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://app.test');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

const paramOf = (url: string, name: string) =>
  new URL(url, 'http://app.test').searchParams.get(name) ?? '';

describe('signed file URLs', () => {
  it('serves the URL of an upload response without a bearer token, cacheable until it expires', async () => {
    const png = pngBytes(256, 256);
    const response = await uploadFile(given.t, given.candidate, PICTURE, png, 'me.png');
    const url: string = response.json().data.attributes.uri.url;
    const served = await anonymousGet(url);
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, png);
    const expires = Number(paramOf(url, 'expires'));
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1],
    );
    assert.equal(maxAge, expires - Math.floor(given.t.clock.now().getTime() / 1000));
    assert.ok(maxAge >= TTL && maxAge <= TTL + EXPIRY_STEP_SECONDS, String(maxAge));
  });

  it('rounds the expiry up to ten minutes, so the same file keeps the same URL for a while', async () => {
    const file = await upload();
    const url = file.attributes.uri.url;
    assert.equal(Number(paramOf(url, 'expires')) % EXPIRY_STEP_SECONDS, 0);
    const again = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: `/api/file/file/${file.id}`,
    });
    assert.equal(again.json().data.attributes.uri.url, url);
  });

  it('signs the URL of GET /api/file/file and of files included in profile documents', async () => {
    const file = await upload();
    const read = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: `/api/file/file/${file.id}`,
    });
    assert.equal((await anonymousGet(read.json().data.attributes.uri.url)).statusCode, 200);

    const picture = await uploadFile(
      given.t,
      given.employer,
      'employer_profile/field_profile_picture',
      pngBytes(240, 240),
      'logo.png',
    );
    const id = picture.json().data.id;
    const document = employerDocument({
      relationships: { field_profile_picture: { data: { type: 'file--file', id } } },
    });
    const profile = await createProfile(given.t, given.employer, 'employer_profile', document);
    const withIncludes = await injectAs(given.t, given.employer, {
      method: 'GET',
      url: `/api/node/employer_profile/${profile}?include=field_profile_picture`,
    });
    assert.equal(withIncludes.statusCode, 200, withIncludes.body);
    const [included] = withIncludes.json().included;
    assert.equal(included.id, id);
    assert.equal((await anonymousGet(included.attributes.uri.url)).statusCode, 200);
  });

  it('offers the CV as a download through its signed URL', async () => {
    const cv = await uploadFile(given.t, given.candidate, CV, pdfBytes(), 'cv.pdf');
    const served = await anonymousGet(cv.json().data.attributes.uri.url);
    assert.equal(served.statusCode, 200);
    assert.match(String(served.headers['content-disposition']), /^attachment; filename="cv.pdf"/);
  });

  it('refuses a tampered signature, a changed expiry and the signature of another file with 403', async () => {
    const file = await upload();
    const other = await upload('other.png');
    const url = file.attributes.uri.url;
    const sig = paramOf(url, 'sig');
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const expires = String(Number(paramOf(url, 'expires')) + EXPIRY_STEP_SECONDS);
    const forged = [
      withParam(url, 'sig', flipped),
      withParam(url, 'sig', `${sig}A`),
      withParam(url, 'sig', ''),
      withParam(url, 'expires', expires),
      withParam(url, 'sig', paramOf(other.attributes.uri.url, 'sig')),
      url.split('&')[0],
    ];
    for (const attempt of forged) {
      const response = await anonymousGet(attempt);
      assert.equal(response.statusCode, 403, attempt);
      assert.equal(response.json().errors[0].detail, INVALID_SIGNATURE_MESSAGE, attempt);
      const signedIn = await injectAs(given.t, given.employer, { method: 'GET', url: attempt });
      assert.equal(signedIn.statusCode, 403, attempt);
    }
    // The owner's bearer token still opens the file, with or without a stale link.
    const owner = await injectAs(given.t, given.candidate, { method: 'GET', url: forged[0] });
    assert.equal(owner.statusCode, 200);
    assert.equal(owner.headers['cache-control'], 'private, no-cache');
  });

  it('refuses an expired signature with 403 and says that it expired', async () => {
    const app = await buildTestApp();
    const response = await uploadFile(app, given.candidate, PICTURE, pngBytes(240, 240), 'old.png');
    const url: string = response.json().data.attributes.uri.url;
    const expires = Number(paramOf(url, 'expires'));
    app.clock.advance(expires - Math.floor(app.clock.now().getTime() / 1000) - 1);
    assert.equal((await anonymousGet(url, app)).statusCode, 200);
    app.clock.advance(1);
    const expired = await anonymousGet(url, app);
    assert.equal(expired.statusCode, 403);
    assert.equal(expired.json().errors[0].detail, EXPIRED_SIGNATURE_MESSAGE);
  });

  it('answers 404 for a validly signed URL of a file that was deleted', async () => {
    const file = await upload();
    const url = `/api/file/file/${file.id}`;
    assert.equal(
      (await injectAs(given.t, given.candidate, { method: 'DELETE', url })).statusCode,
      204,
    );
    assert.equal((await anonymousGet(file.attributes.uri.url)).statusCode, 404);
  });

  it('keeps the generated secret in the database, so a rebuilt app accepts earlier URLs', async () => {
    const file = await upload();
    const rebuilt = await buildTestApp({ DATA_DIR: given.t.config.dataDir });
    assert.equal((await anonymousGet(file.attributes.uri.url, rebuilt)).statusCode, 200);
    const rows = await queryRows<{ name: string }>(
      given.t.database.db,
      sql`SELECT name FROM settings WHERE name = 'file_url_secret'`,
    );
    assert.equal(rows.length, 1);
  });

  it('signs with FILE_URL_SECRET when it is set instead of the stored secret', async () => {
    const secret = 'a configured secret of at least thirty-two characters';
    const configured = await buildTestApp({
      FILE_URL_SECRET: secret,
      DATA_DIR: given.t.config.dataDir,
    });
    const file = await upload();
    assert.equal((await anonymousGet(file.attributes.uri.url, configured)).statusCode, 403);
    const own = await uploadFile(configured, given.candidate, PICTURE, pngBytes(240, 240), 'x.png');
    const url: string = own.json().data.attributes.uri.url;
    assert.equal((await anonymousGet(url, configured)).statusCode, 200);
    assert.equal((await anonymousGet(url)).statusCode, 403);
    const alsoConfigured = await buildTestApp({
      FILE_URL_SECRET: secret,
      DATA_DIR: given.t.config.dataDir,
    });
    assert.equal((await anonymousGet(url, alsoConfigured)).statusCode, 200);
  });
});
