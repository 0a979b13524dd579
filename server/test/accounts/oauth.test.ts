import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { DEFAULT_OAUTH_CLIENT } from '@contract/auth';
import { queryRows } from '../../src/db/connect';
import {
  buildTestApp,
  injectAs,
  login,
  passwordGrant,
  refreshGrant,
  registerAndConfirm,
  TEST_PASSWORD,
  uniqueMail,
  type TestUser,
} from '../helpers';
import { testFile } from '../support/fixture';

const given = testFile({ candidate: 'candidate' });

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/oauth/token',
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const me = (token: string) =>
  injectAs(
    given.t,
    { token: { access_token: token } as TestUser['token'] },
    { method: 'GET', url: '/api' },
  );

describe('POST /oauth/token, password grant', () => {
  it('answers a Bearer token pair with its lifetime', async () => {
    const response = await passwordGrant(given.t, given.candidate.mail, TEST_PASSWORD);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 300);
    assert.match(body.access_token, /^[A-Za-z0-9_-]{43}$/);
    assert.match(body.refresh_token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal((await me(body.access_token)).json().meta.links.me.meta.id, given.candidate.uuid);
  });

  it('accepts the email in any case', async () => {
    const response = await passwordGrant(
      given.t,
      given.candidate.mail.toUpperCase(),
      TEST_PASSWORD,
    );
    assert.equal(response.statusCode, 200);
  });

  it('stores tokens only as SHA-256 hashes', async () => {
    const token = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    const stored = JSON.stringify(
      await given.t.database.db.execute(
        sql`SELECT a.hash AS a, r.hash AS r FROM access_tokens a, refresh_tokens r`,
      ),
    );
    assert.equal(stored.includes(token.access_token), false);
    assert.equal(stored.includes(token.refresh_token), false);
  });

  it('refuses a wrong password and an unknown user with the same invalid_grant answer', async () => {
    const wrong = await passwordGrant(given.t, given.candidate.mail, 'wrong password!');
    const unknown = await passwordGrant(given.t, uniqueMail(), 'wrong password!');
    for (const response of [wrong, unknown]) {
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        error: 'invalid_grant',
        error_description: 'The user credentials were incorrect.',
        message: 'The user credentials were incorrect.',
      });
    }
  });

  it('moves a hash made with earlier parameters to the current ones at the next sign-in', async () => {
    const user = await registerAndConfirm(given.t, 'candidate');
    // What the first releases stored: argon2id with OWASP's 19 MiB × 2 passes set.
    const earlier = await hash(TEST_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await given.t.database.db.execute(
      sql`UPDATE users SET pass_hash = ${earlier} WHERE uuid = ${user.uuid}`,
    );
    const storedHash = async () =>
      (
        await queryRows<{ pass_hash: string }>(
          given.t.database.db,
          sql`SELECT pass_hash FROM users WHERE uuid = ${user.uuid}`,
        )
      )[0].pass_hash;

    assert.equal((await passwordGrant(given.t, user.mail, 'wrong password!')).statusCode, 400);
    assert.equal(await storedHash(), earlier, 'a failed sign-in changes nothing');

    assert.equal((await passwordGrant(given.t, user.mail, TEST_PASSWORD)).statusCode, 200);
    const upgraded = await storedHash();
    assert.match(upgraded, /^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    assert.equal((await passwordGrant(given.t, user.mail, TEST_PASSWORD)).statusCode, 200);
    assert.equal(await storedHash(), upgraded, 'a current hash is left as it is');
  });

  it('refuses a blocked user', async () => {
    const blocked = await registerAndConfirm(given.t, 'employer');
    await given.t.database.db.execute(
      sql`UPDATE users SET status = false WHERE uuid = ${blocked.uuid}`,
    );
    const response = await passwordGrant(given.t, blocked.mail, TEST_PASSWORD);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'invalid_grant');
    assert.equal((await me(blocked.token.access_token)).statusCode, 401);
  });

  it('refuses an unknown client or a wrong client secret with invalid_client', async () => {
    for (const client of [
      { client_id: 'someone-else', client_secret: 'matchboard-spa-public' },
      { client_id: 'matchboard-spa', client_secret: 'guess' },
    ]) {
      const response = await given.t.app.inject(
        form({
          grant_type: 'password',
          username: given.candidate.mail,
          password: TEST_PASSWORD,
          ...client,
        }),
      );
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().error, 'invalid_client');
    }
  });

  it('accepts a client configured through OAUTH_CLIENTS', async () => {
    const custom = await buildTestApp({
      OAUTH_CLIENTS: JSON.stringify([{ id: 'mobile', secret: 's3cret' }]),
    });
    const response = await custom.app.inject(
      form({
        grant_type: 'password',
        client_id: 'mobile',
        client_secret: 's3cret',
        username: given.candidate.mail,
        password: TEST_PASSWORD,
      }),
    );
    assert.equal(response.statusCode, 200);
  });

  it('answers unsupported_grant_type and invalid_request for malformed requests', async () => {
    const unsupported = await given.t.app.inject(form({ grant_type: 'client_credentials' }));
    assert.equal(unsupported.statusCode, 400);
    assert.equal(unsupported.json().error, 'unsupported_grant_type');

    const missing = await given.t.app.inject(
      form({
        grant_type: 'password',
        client_id: 'matchboard-spa',
        client_secret: 'matchboard-spa-public',
      }),
    );
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error, 'invalid_request');
    assert.match(missing.json().error_description, /"username"/);

    const unknown = await given.t.app.inject(form({ grant_type: 'password', is_admin: '1' }));
    assert.equal(unknown.json().error, 'invalid_request');

    const repeated = await given.t.app.inject({
      ...form({}),
      payload: 'grant_type=password&grant_type=refresh_token',
    });
    assert.equal(repeated.statusCode, 400);
    assert.equal(repeated.json().error, 'invalid_request');

    const noGrant = await given.t.app.inject(form({}));
    assert.equal(noGrant.statusCode, 400);
    assert.equal(noGrant.json().error, 'invalid_request');
  });

  it('answers an oversize form body with 413 in the OAuth error shape', async () => {
    const response = await given.t.app.inject({
      ...form({}),
      payload: `grant_type=password&password=${'x'.repeat(1024 * 1024)}`,
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().error, 'invalid_request');
    assert.match(response.json().message, /too large/);
  });
});

describe('POST /oauth/token, refresh_token grant', () => {
  it('rotates both tokens; the new access token works', async () => {
    const first = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    const response = await refreshGrant(given.t, first.refresh_token);
    assert.equal(response.statusCode, 200);
    const second = response.json();
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.notEqual(second.access_token, first.access_token);
    assert.equal((await me(second.access_token)).statusCode, 200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    const second = (await refreshGrant(given.t, first.refresh_token)).json();
    const reuse = await refreshGrant(given.t, first.refresh_token);
    assert.equal(reuse.statusCode, 400);
    assert.equal(reuse.json().error, 'invalid_grant');
    // Every token of the family is dead now, including the newest pair.
    assert.equal((await me(second.access_token)).statusCode, 401);
    assert.equal((await refreshGrant(given.t, second.refresh_token)).statusCode, 400);
    // Another sign-in of the same user is not affected.
    const other = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    assert.equal((await me(other.access_token)).statusCode, 200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    assert.equal((await refreshGrant(given.t, 'not-a-token')).json().error, 'invalid_grant');
    const token = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    given.t.clock.advance(1209600 + 1);
    const expired = await refreshGrant(given.t, token.refresh_token);
    given.t.clock.advance(-(1209600 + 1));
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().error_description, 'The refresh token is invalid.');
  });

  it('expires access tokens after ACCESS_TOKEN_TTL; a refresh still works then', async () => {
    const token = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    given.t.clock.advance(301);
    try {
      const response = await me(token.access_token);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().errors[0].detail, 'The access token is invalid or has expired.');
      assert.equal((await refreshGrant(given.t, token.refresh_token)).statusCode, 200);
    } finally {
      given.t.clock.advance(-301);
    }
  });

  it('lets only one of two concurrent refreshes with the same token succeed', async () => {
    const token = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    const results = await Promise.all([
      refreshGrant(given.t, token.refresh_token),
      refreshGrant(given.t, token.refresh_token),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [200, 400]);
  });

  it('ignores an expired bearer header sent along with the refresh', async () => {
    const token = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    const response = await given.t.app.inject({
      ...form({
        grant_type: 'refresh_token',
        client_id: 'matchboard-spa',
        client_secret: 'matchboard-spa-public',
        refresh_token: token.refresh_token,
      }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: 'Bearer expired-or-bogus',
      },
    });
    assert.equal(response.statusCode, 200);
  });
});

describe('POST /oauth/revoke', () => {
  const revoke = (fields: Record<string, string>) =>
    given.t.app.inject({
      ...form({
        client_id: DEFAULT_OAUTH_CLIENT.id,
        client_secret: DEFAULT_OAUTH_CLIENT.secret,
        ...fields,
      }),
      url: '/oauth/revoke',
    });

  it('ends the whole sign-in of a refresh token: its refresh and access tokens stop working', async () => {
    const first = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    const rotated = (await refreshGrant(given.t, first.refresh_token)).json();
    const other = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    const response = await revoke({
      token: rotated.refresh_token,
      token_type_hint: 'refresh_token',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {});
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal((await refreshGrant(given.t, rotated.refresh_token)).statusCode, 400);
    assert.equal((await me(rotated.access_token)).statusCode, 401);
    // Another sign-in of the same person (another device) is left alone.
    assert.equal((await me(other.access_token)).statusCode, 200);
    assert.equal((await refreshGrant(given.t, other.refresh_token)).statusCode, 200);
  });

  it('ends the sign-in of an access token too', async () => {
    const session = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    assert.equal((await revoke({ token: session.access_token })).statusCode, 200);
    assert.equal((await me(session.access_token)).statusCode, 401);
    assert.equal((await refreshGrant(given.t, session.refresh_token)).statusCode, 400);
  });

  it('answers 200 for a token nobody issued, and refuses a client that does not authenticate', async () => {
    assert.equal((await revoke({ token: 'not-a-token' })).statusCode, 200);
    const session = await login(given.t, given.candidate.mail, TEST_PASSWORD);
    const stranger = await revoke({ token: session.refresh_token, client_secret: 'wrong' });
    assert.equal(stranger.statusCode, 401);
    assert.equal(stranger.json().error, 'invalid_client');
    assert.equal((await refreshGrant(given.t, session.refresh_token)).statusCode, 200);
    const missing = await revoke({});
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error, 'invalid_request');
  });
});
