/**
 * The access-token owner cache across machines: two apps on one PostgreSQL stand for two servers
 * behind the balancer. A token's owner is cached once seen, and every change that can end it,
 * made on either machine or in the database directly, reaches the other through migration 021's
 * triggers. A server that is not listening does not use its cache. Runs only against a real
 * PostgreSQL (DATABASE_URL): scripts/test-server.sh includes this folder when one is set.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEFAULT_OAUTH_CLIENT } from '@contract/auth';
import { JOB_SEARCH_PATH } from '@contract/jobs';
import pg from 'pg';
import { sha256 } from '../../src/auth/secrets';
import { AUTH_CHANGED_CHANNEL } from '../../src/auth/tokenOwners';
import { queryRows } from '../../src/db/connect';
import {
  buildTestApp,
  injectAs,
  login,
  patchOwnUser,
  registerAndConfirm,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
} from '../helpers';

const postgresUrl = process.env.DATABASE_URL ?? '';
if (!postgresUrl) throw new Error('These tests need DATABASE_URL (a PostgreSQL test database).');

let machineA: TestApp;
let machineB: TestApp;

/** `read()` once it gives `expected`, or its last answer after 2 s. */
async function eventually<T>(read: () => Promise<T> | T, expected: T): Promise<T> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const value = await read();
    if (value === expected || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The status of GET /api on `t` with `user`'s token. */
const apiStatus = (t: TestApp, user: Pick<TestUser, 'token'>) => async () =>
  (await injectAs(t, user, { method: 'GET', url: '/api' })).statusCode;

async function listening(t: TestApp): Promise<void> {
  assert.equal(await eventually(() => t.app.deps.tokenOwners.listening, true), true);
}

/**
 * Deletes the user's access tokens without telling anyone (triggers off for this transaction):
 * a server that still accepts the token is answering from its cache.
 */
async function deleteTokensSilently(t: TestApp, user: TestUser): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(
      sql`DELETE FROM access_tokens WHERE hash = ${sha256(user.token.access_token)}`,
    );
  });
}

before(async () => {
  machineA = await buildTestApp();
  machineB = await buildTestApp();
  await Promise.all([listening(machineA), listening(machineB)]);
});

describe('access-token owners cached per server', () => {
  it('answers a token it has seen without asking the database', async () => {
    const user = await registerAndConfirm(machineA, 'candidate');
    assert.equal(await eventually(apiStatus(machineB, user), 200), 200);
    await deleteTokensSilently(machineA, user);
    assert.equal(await apiStatus(machineB, user)(), 200);
    // A server that had not seen it asks, and finds nothing.
    const other = await buildTestApp();
    await listening(other);
    assert.equal(await apiStatus(other, user)(), 401);
  });

  it('a sign-in revoked on one server ends on the other', async () => {
    const user = await registerAndConfirm(machineA, 'candidate');
    assert.equal(await eventually(apiStatus(machineB, user), 200), 200);
    const revoked = await machineA.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: DEFAULT_OAUTH_CLIENT.id,
        client_secret: DEFAULT_OAUTH_CLIENT.secret,
        token: user.token.refresh_token,
      }).toString(),
    });
    assert.equal(revoked.statusCode, 200);
    // On the server that revoked it, at once.
    assert.equal(await apiStatus(machineA, user)(), 401);
    assert.equal(await eventually(apiStatus(machineB, user), 401), 401);
  });

  it('a password changed on one server ends the other sign-ins on the other', async () => {
    const user = await registerAndConfirm(machineA, 'candidate');
    const elsewhere = { ...user, token: await login(machineA, user.mail, TEST_PASSWORD) };
    assert.equal(await eventually(apiStatus(machineB, elsewhere), 200), 200);
    const changed = await patchOwnUser(machineA, user, {
      attributes: { pass: { existing: TEST_PASSWORD, value: 'another horse battery' } },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await eventually(apiStatus(machineB, elsewhere), 401), 401);
    // The sign-in that changed it goes on.
    assert.equal(await apiStatus(machineB, user)(), 200);
  });

  it('a user blocked or given other roles in the database is seen at once by every server', async () => {
    const user = await registerAndConfirm(machineA, 'candidate');
    // Best match is for candidates only.
    const bestMatch = async () =>
      (
        await injectAs(machineB, user, {
          method: 'GET',
          url: `${JOB_SEARCH_PATH}?_format=json&page=0&sort=best_match`,
        })
      ).statusCode;
    assert.equal(await bestMatch(), 200);
    await machineA.database.db.execute(
      sql`UPDATE users SET roles = ARRAY['employer'] WHERE uuid = ${user.uuid}`,
    );
    assert.equal(await eventually(bestMatch, 403), 403);
    await machineA.database.db.execute(
      sql`UPDATE users SET status = false WHERE uuid = ${user.uuid}`,
    );
    assert.equal(await eventually(apiStatus(machineB, user), 401), 401);
  });

  it('names the families and users changed on the channel', async () => {
    const listener = new pg.Client({ connectionString: postgresUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
    try {
      const user = await registerAndConfirm(machineA, 'candidate');
      const [family] = await queryRows<{ id: number; user_id: number }>(
        machineA.database.db,
        sql`SELECT f.id, f.user_id FROM token_families f JOIN access_tokens a ON a.family_id = f.id
            WHERE a.hash = ${sha256(user.token.access_token)}`,
      );
      // What the sign-up itself announced is heard before this mark: start after it.
      await listener.query(`NOTIFY ${AUTH_CHANGED_CHANNEL}, 'mark'`);
      assert.equal(await eventually(() => heard.includes('mark'), true), true);
      heard.length = 0;
      await machineA.database.db.execute(
        sql`UPDATE users SET changed = now() WHERE id = ${family.user_id}`,
      );
      await machineA.database.db.execute(
        sql`DELETE FROM access_tokens WHERE family_id = ${family.id}`,
      );
      await machineA.database.db.execute(
        sql`UPDATE users SET status = false WHERE id = ${family.user_id}`,
      );
      await eventually(() => heard.length, 2);
      // The first update changed nothing a token is made of: no notification.
      assert.deepEqual(heard, [`f${family.id}`, `u${family.user_id}`]);
    } finally {
      await listener.end();
    }
  });

  it('does not use its cache while it is not listening', async () => {
    const user = await registerAndConfirm(machineA, 'candidate');
    assert.equal(await eventually(apiStatus(machineB, user), 200), 200);
    // The listening connection is lost (a failover, a terminated backend).
    await machineA.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query = ${`LISTEN ${AUTH_CHANGED_CHANNEL}`} AND pid <> pg_backend_pid()`,
    );
    assert.equal(await eventually(() => machineB.app.deps.tokenOwners.listening, false), false);
    await deleteTokensSilently(machineA, user);
    // Not listening, or listening again with nothing kept: either way the database is asked.
    assert.equal(await apiStatus(machineB, user)(), 401);
    await Promise.all([listening(machineA), listening(machineB)]);
    const again = { ...user, token: await login(machineA, user.mail, TEST_PASSWORD) };
    assert.equal(await eventually(apiStatus(machineB, again), 200), 200);
  });
});
