import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import {
  buildTestApp,
  linkSecret,
  passwordGrant,
  register,
  TEST_PASSWORD,
  uniqueMail,
  type TestApp,
} from '../helpers';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});

const post = (role: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/register/${role}?_format=json`,
    payload: payload as string,
    headers,
  });

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}

describe('registration', () => {
  it('creates an unverified candidate and answers with the Drupal REST user shape', async () => {
    const mail = uniqueMail();
    const response = await post('candidate', { mail, pass: TEST_PASSWORD });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.mail[0].value, mail);
    assert.equal(body.name[0].value, mail);
    assert.match(body.uuid[0].value, /^[0-9a-f-]{36}$/);
    assert.deepEqual(body.roles, [{ target_id: 'unverified_candidate' }]);
    assert.equal(JSON.stringify(body).includes(TEST_PASSWORD), false);
    assert.equal(JSON.stringify(body).includes('argon2'), false);
  });

  it('creates an unverified employer', async () => {
    const response = await post('employer', { mail: uniqueMail(), pass: TEST_PASSWORD });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().roles, [{ target_id: 'unverified_employer' }]);
  });

  it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
    const { mail } = await register(t, 'candidate');
    const [row] = await t.database.db.select().from(users).where(eq(users.mail, mail));
    assert.match(row.passHash, /^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
  });

  it('mails a confirmation link to the SPA that confirms the account once', async () => {
    const { mail } = await register(t, 'employer');
    const message = await t.latestMail(mail);
    assert.ok(message, 'a confirmation mail was written to the outbox');
    assert.match(message.text, /http:\/\/app\.test\/email-confirm\/[A-Za-z0-9_-]{43}/);
    const secret = linkSecret(message);

    const first = await t.app.inject({ method: 'GET', url: `/api/user/confirm/${secret}` });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { message: 'Your account has been confirmed.' });
    const [row] = await t.database.db.select().from(users).where(eq(users.mail, mail));
    assert.deepEqual(row.roles, ['employer']);

    const again = await t.app.inject({ method: 'GET', url: `/api/user/confirm/${secret}` });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, 'This confirmation link has already been used.');
  });

  it('stores only a hash of the confirmation secret', async () => {
    const { mail } = await register(t, 'candidate');
    const secret = linkSecret(await t.latestMail(mail));
    const rows = await t.database.db.execute(sql`SELECT hash FROM account_links`);
    assert.equal(JSON.stringify(rows).includes(secret), false);
  });

  it('rejects an unknown confirmation link with 404 and an expired one with 400', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/user/confirm/nope' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'This confirmation link is not valid.');

    const { mail } = await register(t, 'candidate');
    const secret = linkSecret(await t.latestMail(mail));
    t.clock.advance(24 * 3600 + 1);
    const expired = await t.app.inject({ method: 'GET', url: `/api/user/confirm/${secret}` });
    t.clock.advance(-(24 * 3600 + 1));
    assert.equal(expired.statusCode, 400);
    assert.match(expired.json().message, /has expired/);
    const [row] = await t.database.db.select().from(users).where(eq(users.mail, mail));
    assert.deepEqual(row.roles, ['unverified_candidate']);
  });

  it('lets an unverified user sign in (the SPA sends them to the wizard)', async () => {
    const { mail } = await register(t, 'candidate');
    const response = await passwordGrant(t, mail, TEST_PASSWORD);
    assert.equal(response.statusCode, 200);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const { mail } = await register(t, 'candidate');
    const before = await userCount();
    const response = await post('employer', { mail: mail.toUpperCase(), pass: TEST_PASSWORD });
    assert.equal(response.statusCode, 422);
    assert.equal(
      response.json().message,
      `The email address ${mail.toUpperCase()} is already taken.`,
    );
    assert.equal(await userCount(), before);
  });

  const invalid: [string, unknown, number, RegExp][] = [
    [
      'an invalid email',
      { mail: 'not-an-email', pass: TEST_PASSWORD },
      422,
      /email address is not valid/,
    ],
    [
      'an address whose domain ends in a dot (the same mailbox as without it)',
      { mail: `${uniqueMail()}.`, pass: TEST_PASSWORD },
      422,
      /email address is not valid/,
    ],
    ['a short password', { mail: uniqueMail(), pass: '1234567' }, 422, /at least 8 characters/],
    [
      'a password that is short once trimmed',
      { mail: uniqueMail(), pass: '  1234567   ' },
      422,
      /at least 8/,
    ],
    ['a missing password', { mail: uniqueMail() }, 422, /"pass" is required/],
    ['a missing email', { pass: TEST_PASSWORD }, 422, /"mail" is required/],
    [
      'a number as password',
      { mail: uniqueMail(), pass: 12345678 },
      422,
      /"pass" must be a string/,
    ],
    [
      'an unknown field',
      { mail: uniqueMail(), pass: TEST_PASSWORD, roles: ['admin'] },
      422,
      /Unknown field "roles"/,
    ],
    ['an array body', [1, 2], 400, /must be a JSON object/],
  ];
  for (const [what, payload, status, message] of invalid) {
    it(`answers ${status} with a readable message and creates nothing for ${what}`, async () => {
      const before = await userCount();
      const response = await post('candidate', payload);
      assert.equal(response.statusCode, status);
      assert.match(response.json().message, message);
      assert.equal(await userCount(), before);
    });
  }

  it('answers 400 for malformed JSON and 413 for an oversize body, creating nothing', async () => {
    const before = await userCount();
    const malformed = await post('candidate', '{"mail": "a@b.test", ', {
      'content-type': 'application/json',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().message, 'The request body is not valid JSON.');
    const huge = JSON.stringify({ mail: uniqueMail(), pass: 'x'.repeat(1024 * 1024 + 10) });
    const oversize = await post('candidate', huge, { 'content-type': 'application/json' });
    assert.equal(oversize.statusCode, 413);
    assert.match(oversize.json().message, /too large/);
    assert.equal(await userCount(), before);
  });

  it('limits registrations per client address, then lets them through after the window', async () => {
    const limited = await buildTestApp({
      RATE_LIMIT_REGISTER_PER_ADDRESS: '2',
      RATE_LIMIT_REGISTER_WINDOW: '3600',
    });
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/user/register/candidate?_format=json',
        payload: { mail: uniqueMail(), pass: TEST_PASSWORD },
        remoteAddress: '10.1.1.1',
      });
    assert.equal((await attempt()).statusCode, 200);
    assert.equal((await attempt()).statusCode, 200);
    const blocked = await attempt();
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /Too many accounts/);
    limited.clock.advance(3601);
    assert.equal((await attempt()).statusCode, 200);
  });
});
