import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { readOutbox } from '../../src/mail/outbox';
import {
  buildTestApp,
  injectAs,
  linkSecret,
  passwordGrant,
  refreshGrant,
  register,
  registerAndConfirm,
  TEST_PASSWORD,
  uniqueMail,
  type TestApp,
  type TestUser,
} from '../helpers';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});

const SENT = 'If the email address is registered, a password reset link has been sent to it.';

const requestReset = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/password-reset',
    payload: payload as string,
    remoteAddress,
  });

const resetPassword = (payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/user/password-reset?_format=json',
    payload: payload as string,
  });

async function resetSecret(mail: string): Promise<string> {
  assert.equal((await requestReset({ email: mail })).statusCode, 200);
  return linkSecret(await t.latestMail(mail));
}

describe('POST /api/user/password-reset', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const user = await registerAndConfirm(t, 'candidate');
    const unknownMail = uniqueMail('nobody');
    const known = await requestReset({ email: user.mail });
    const unknown = await requestReset({ email: unknownMail });
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.statusCode, 200);
    assert.equal(known.body, unknown.body);
    assert.deepEqual(known.json(), { msg: SENT });
    const message = await t.latestMail(user.mail);
    assert.ok(message);
    assert.match(message.text, /http:\/\/app\.test\/user\/reset\/[A-Za-z0-9_-]{43}/);
    assert.equal(await t.latestMail(unknownMail), undefined);
  });

  it('answers "Please add valid email" for an invalid or missing email', async () => {
    const invalid = await requestReset({ email: 'nope' });
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(invalid.json(), { error: 'Please add valid email' });
    // A body that does not match the route's schema is a 422, like every other body.
    for (const payload of [{}, { email: 42 }]) {
      const response = await requestReset(payload);
      assert.equal(response.statusCode, 422);
      assert.deepEqual(response.json(), { error: 'Please add valid email' });
    }
    const notAnObject = await requestReset([1]);
    assert.equal(notAnObject.statusCode, 400);
    assert.deepEqual(notAnObject.json(), { error: 'The request body must be a JSON object.' });
  });

  it('refuses unknown fields', async () => {
    const response = await requestReset({ email: uniqueMail(), admin: true });
    assert.equal(response.statusCode, 422);
    assert.match(response.json().error, /Unknown field "admin"/);
  });

  it('limits requests per address and per address and email, then recovers after the window', async () => {
    const limited = await buildTestApp({
      RATE_LIMIT_RESET_PER_EMAIL_ADDRESS: '2',
      RATE_LIMIT_RESET_PER_ADDRESS: '3',
    });
    const ask = (email: string, remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/user/password-reset',
        payload: { email },
        remoteAddress,
      });
    const mail = uniqueMail();
    assert.equal((await ask(mail, '10.4.0.1')).statusCode, 200);
    assert.equal((await ask(mail, '10.4.0.1')).statusCode, 200);
    const perPair = await ask(mail, '10.4.0.1');
    assert.equal(perPair.statusCode, 429);
    assert.match(perPair.json().error, /Too many password reset requests/);
    // Someone else's requests never use up what the owner may ask from another address.
    assert.equal((await ask(mail, '10.4.0.2')).statusCode, 200);

    assert.equal((await ask(uniqueMail(), '10.4.0.9')).statusCode, 200);
    assert.equal((await ask(uniqueMail(), '10.4.0.9')).statusCode, 200);
    assert.equal((await ask(uniqueMail(), '10.4.0.9')).statusCode, 200);
    assert.equal((await ask(uniqueMail(), '10.4.0.9')).statusCode, 429);

    limited.clock.advance(3601);
    assert.equal((await ask(mail, '10.4.0.9')).statusCode, 200);
  });

  it('caps the mails a flood from strangers sends, but still mails the owner at home', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_RESET_PER_EMAIL: '2' });
    const user = await registerAndConfirm(limited, 'candidate');
    // The owner signs in from home once, which makes that address theirs.
    const home = { remoteAddress: '10.5.0.1' };
    assert.equal((await passwordGrant(limited, user.mail, TEST_PASSWORD, home)).statusCode, 200);
    const ask = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/user/password-reset',
        payload: { email: user.mail },
        remoteAddress,
      });
    const mails = async () => {
      await limited.latestMail(user.mail);
      return readOutbox(limited.outbox).filter(
        (message) => message.to.toLowerCase() === user.mail.toLowerCase(),
      ).length;
    };
    const before = await mails();
    for (let i = 0; i < 5; i += 1) assert.equal((await ask(`10.6.0.${i}`)).statusCode, 200);
    const flooded = await mails();
    assert.ok(flooded - before <= 2, `at most 2 mails from strangers, got ${flooded - before}`);
    assert.equal((await ask('10.5.0.1')).statusCode, 200);
    assert.equal(await mails(), flooded + 1, 'the owner at home still gets the link');
  });
});

describe('PATCH /api/user/password-reset', () => {
  it('sets the new password, answers the user name and signs out every session', async () => {
    const user: TestUser = await registerAndConfirm(t, 'employer');
    const secret = await resetSecret(user.mail);
    const response = await resetPassword({ hash: secret, new_password: 'reset password 1' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { name: user.mail });
    assert.equal((await passwordGrant(t, user.mail, TEST_PASSWORD)).statusCode, 400);
    assert.equal((await passwordGrant(t, user.mail, 'reset password 1')).statusCode, 200);
    const api = await injectAs(t, user, { method: 'GET', url: '/api' });
    assert.equal(api.statusCode, 401);
    assert.equal((await refreshGrant(t, user.token.refresh_token)).statusCode, 400);
  });

  it('confirms an unverified account, since the link proves the mailbox', async () => {
    const { mail } = await register(t, 'candidate');
    const secret = await resetSecret(mail);
    assert.equal(
      (await resetPassword({ hash: secret, new_password: 'reset password 2' })).statusCode,
      200,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.mail, mail));
    assert.deepEqual(row.roles, ['candidate']);
  });

  it('works once: a used link answers 400, and so do older links of the same user', async () => {
    const user = await registerAndConfirm(t, 'candidate');
    const older = await resetSecret(user.mail);
    const newer = await resetSecret(user.mail);
    assert.equal(
      (await resetPassword({ hash: newer, new_password: 'reset password 3' })).statusCode,
      200,
    );
    for (const hash of [newer, older]) {
      const again = await resetPassword({ hash, new_password: 'reset password 4' });
      assert.equal(again.statusCode, 400);
      assert.match(again.json().message, /password reset link is not valid/);
    }
    assert.equal((await passwordGrant(t, user.mail, 'reset password 3')).statusCode, 200);
  });

  it('refuses an expired link and an unknown one with 400', async () => {
    const user = await registerAndConfirm(t, 'candidate');
    const secret = await resetSecret(user.mail);
    t.clock.advance(3601);
    const expired = await resetPassword({ hash: secret, new_password: 'reset password 5' });
    t.clock.advance(-3601);
    assert.equal(expired.statusCode, 400);
    const unknown = await resetPassword({ hash: 'made-up', new_password: 'reset password 5' });
    assert.equal(unknown.statusCode, 400);
    assert.equal((await passwordGrant(t, user.mail, TEST_PASSWORD)).statusCode, 200);
  });

  it('refuses a short password with 422 without using up the link', async () => {
    const user = await registerAndConfirm(t, 'candidate');
    const secret = await resetSecret(user.mail);
    const short = await resetPassword({ hash: secret, new_password: '  short  ' });
    assert.equal(short.statusCode, 422);
    assert.deepEqual(short.json(), { message: 'Password must contain at least 8 characters' });
    assert.equal(
      (await resetPassword({ hash: secret, new_password: 'long enough now' })).statusCode,
      200,
    );
  });

  it('answers 422 for missing or unknown fields and 400 for malformed JSON', async () => {
    assert.equal((await resetPassword({ hash: 'x' })).statusCode, 422);
    assert.equal(
      (await resetPassword({ hash: 'x', new_password: 'long enough', extra: 1 })).statusCode,
      422,
    );
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/password-reset?_format=json',
      payload: '{"hash":',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().message, 'The request body is not valid JSON.');
  });

  it('never echoes the hash or the password in an error body', async () => {
    const response = await resetPassword({
      hash: 'secret-hash-value',
      new_password: 'secret password value',
    });
    assert.equal(response.body.includes('secret-hash-value'), false);
    assert.equal(response.body.includes('secret password value'), false);
  });
});
