import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_OAUTH_CLIENT } from '@contract/auth';
import { accountDelaySeconds } from '../../src/accounts/signInThrottle';
import { rateLimits } from '../../src/db/schema';
import {
  buildTestApp,
  linkSecret,
  passwordGrant,
  registerAndConfirm,
  TEST_PASSWORD,
  uniqueMail,
} from '../helpers';
import { testFile } from '../support/fixture';

const given = testFile({ candidate: 'candidate' });

const from = (remoteAddress: string) => ({ remoteAddress });
const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode);

describe('sign-in limits an attacker cannot turn against the owner', () => {
  it('lets the owner sign in and reset from home while another address has failed 50 times', async () => {
    const victim = await registerAndConfirm(given.t, 'candidate');
    const home = from('10.20.0.1');
    assert.equal((await passwordGrant(given.t, victim.mail, TEST_PASSWORD, home)).statusCode, 200);
    const attacker = from('10.20.9.9');
    const tries = [];
    for (let i = 0; i < 50; i += 1)
      tries.push((await passwordGrant(given.t, victim.mail, `guess ${i}`, attacker)).statusCode);
    assert.deepEqual(tries.slice(0, 5), [400, 400, 400, 400, 400]);
    assert.ok(tries.slice(5).every((status) => status === 429));
    // The attacker with the right password is refused too: the pair is over its limit.
    assert.equal(
      (await passwordGrant(given.t, victim.mail, TEST_PASSWORD, attacker)).statusCode,
      429,
    );
    assert.equal((await passwordGrant(given.t, victim.mail, TEST_PASSWORD, home)).statusCode, 200);
    const reset = await given.t.app.inject({
      method: 'POST',
      url: '/api/user/password-reset',
      payload: { email: victim.mail },
      ...home,
    });
    assert.equal(reset.statusCode, 200);
    const secret = linkSecret(await given.t.latestMail(victim.mail));
    const changed = await given.t.app.inject({
      method: 'PATCH',
      url: '/api/user/password-reset?_format=json',
      payload: { hash: secret, new_password: 'a brand new password' },
      ...home,
    });
    assert.equal(changed.statusCode, 200);
  });

  it('counts 40 concurrent wrong guesses before checking any: only the first 5 are checked', async () => {
    const victim = await registerAndConfirm(given.t, 'candidate');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        passwordGrant(given.t, victim.mail, `guess ${i}`, from('10.21.0.1')),
      ),
    );
    const result = statuses(responses);
    assert.equal(result.filter((status) => status === 400).length, 5);
    assert.equal(result.filter((status) => status === 429).length, 35);
  });

  it('slows unknown addresses with growing delays once the account failed often, never the owner’s', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' });
    await limited.database.db.delete(rateLimits);
    const victim = await registerAndConfirm(limited, 'candidate');
    const home = from('10.22.0.1');
    assert.equal((await passwordGrant(limited, victim.mail, TEST_PASSWORD, home)).statusCode, 200);
    // Three addresses fail once each: the account reaches its threshold.
    for (const address of ['10.22.1.1', '10.22.1.2', '10.22.1.3'])
      assert.equal(
        (await passwordGrant(limited, victim.mail, 'guess', from(address))).statusCode,
        400,
      );
    // A new address must now wait 1 s after the last failure, then 2 s, and so on.
    const stranger = from('10.22.2.1');
    assert.equal((await passwordGrant(limited, victim.mail, 'guess', stranger)).statusCode, 429);
    limited.clock.advance(1.5);
    assert.equal((await passwordGrant(limited, victim.mail, 'guess', stranger)).statusCode, 400);
    assert.equal(
      (await passwordGrant(limited, victim.mail, TEST_PASSWORD, from('10.22.2.2'))).statusCode,
      429,
    );
    limited.clock.advance(1.5);
    assert.equal(
      (await passwordGrant(limited, victim.mail, TEST_PASSWORD, from('10.22.2.2'))).statusCode,
      429,
    );
    limited.clock.advance(1);
    assert.equal(
      (await passwordGrant(limited, victim.mail, TEST_PASSWORD, from('10.22.2.2'))).statusCode,
      200,
    );
    // Home was never slowed.
    assert.equal((await passwordGrant(limited, victim.mail, TEST_PASSWORD, home)).statusCode, 200);
    assert.equal(accountDelaySeconds(2, 3), 0);
    assert.equal(accountDelaySeconds(3, 3), 1);
    assert.equal(accountDelaySeconds(6, 3), 8);
    assert.equal(accountDelaySeconds(40, 3), 900);
  });

  it('checks one password per delay when unknown addresses guess in parallel', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' });
    await limited.database.db.delete(rateLimits);
    const victim = await registerAndConfirm(limited, 'candidate');
    for (const address of ['10.24.1.1', '10.24.1.2', '10.24.1.3'])
      await passwordGrant(limited, victim.mail, 'guess', from(address));
    limited.clock.advance(5);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        passwordGrant(limited, victim.mail, `guess ${i}`, from(`10.24.2.${i + 1}`)),
      ),
    );
    const result = statuses(responses);
    assert.equal(result.filter((status) => status === 400).length, 1);
    assert.equal(result.filter((status) => status === 429).length, 39);
  });

  it('limits a client address across accounts', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_ADDRESS: '3' });
    await limited.database.db.delete(rateLimits);
    const address = from('10.3.0.1');
    for (let i = 0; i < 3; i += 1)
      await passwordGrant(limited, uniqueMail(), 'wrong password', address);
    const blocked = await passwordGrant(limited, given.candidate.mail, TEST_PASSWORD, address);
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().error, 'too_many_requests');
    assert.match(blocked.json().message, /Too many failed sign-in attempts/);
    const elsewhere = await passwordGrant(
      limited,
      given.candidate.mail,
      TEST_PASSWORD,
      from('10.3.0.2'),
    );
    assert.equal(elsewhere.statusCode, 200);
  });

  it('answers an oversized username or password with a 400 and counts it', async () => {
    const address = from('10.23.0.1');
    const long = await passwordGrant(given.t, 'a'.repeat(8000), 'password', address);
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().error, 'invalid_request');
    const huge = await passwordGrant(given.t, given.candidate.mail, 'p'.repeat(5000), address);
    assert.equal(huge.statusCode, 400);
    for (let i = 0; i < 4; i += 1)
      await passwordGrant(given.t, given.candidate.mail, `guess ${i}`, address);
    assert.equal(
      (await passwordGrant(given.t, given.candidate.mail, TEST_PASSWORD, address)).statusCode,
      429,
    );
  });

  it('limits bogus reset links per address', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_RESET_PER_ADDRESS: '3' });
    await limited.database.db.delete(rateLimits);
    const bogus = () =>
      limited.app.inject({
        method: 'PATCH',
        url: '/api/user/password-reset?_format=json',
        payload: { hash: 'not-a-link', new_password: 'a long enough password' },
        remoteAddress: '10.24.0.1',
      });
    assert.deepEqual(statuses([await bogus(), await bogus(), await bogus()]), [400, 400, 400]);
    assert.equal((await bogus()).statusCode, 429);
  });
});

describe('client authentication', () => {
  const basic = (id: string, secret: string) =>
    `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  const CLIENT = DEFAULT_OAUTH_CLIENT;
  /** The candidate's password grant, with more form fields and an Authorization header or none. */
  const signIn = (fields: Record<string, string>, authorization?: string) =>
    given.t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: new URLSearchParams({
        grant_type: 'password',
        username: given.candidate.mail,
        password: TEST_PASSWORD,
        ...fields,
      }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(authorization ? { authorization } : {}),
      },
      remoteAddress: '10.25.0.1',
    });

  it('accepts the client credentials with HTTP Basic, as RFC 6749 §2.3.1 requires', async () => {
    const response = await signIn({}, basic(CLIENT.id, CLIENT.secret));
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(response.json().access_token);
  });

  it('refuses a wrong Basic secret and credentials sent both ways', async () => {
    const wrong = await signIn({}, basic(CLIENT.id, 'not the secret'));
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().error, 'invalid_client');
    // RFC 6749 §5.2: a client that tried Basic is told how to authenticate.
    assert.equal(wrong.headers['www-authenticate'], 'Basic realm="Matchboard", charset="UTF-8"');
    const secretInBodyToo = await signIn(
      { client_secret: 'something else' },
      basic(CLIENT.id, CLIENT.secret),
    );
    assert.equal(secretInBodyToo.statusCode, 400);
    assert.equal(secretInBodyToo.json().error, 'invalid_request');
    const bodyOnly = await signIn({ client_id: CLIENT.id, client_secret: 'not the secret' });
    assert.equal(bodyOnly.statusCode, 401);
    assert.equal(bodyOnly.headers['www-authenticate'], undefined);
    const both = await signIn(
      { client_id: CLIENT.id, client_secret: CLIENT.secret },
      basic(CLIENT.id, CLIENT.secret),
    );
    assert.equal(both.statusCode, 400);
    assert.equal(both.json().error, 'invalid_request');
  });
});
