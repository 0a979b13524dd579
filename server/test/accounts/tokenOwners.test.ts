/**
 * The access-token owner cache's own rules, on any database: what a notification names, and
 * that a server which does not hear changes (the embedded database, or a listener that is gone)
 * asks the database every time. Its behaviour across servers is in postgres-only/tokenOwners.test.ts.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { sha256 } from '../../src/auth/secrets';
import { parseChange } from '../../src/auth/tokenOwners';
import { buildTestApp, injectAs, registerAndConfirm, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});

describe('parseChange', () => {
  it('reads the families and users a notification names', () => {
    assert.deepEqual(parseChange('f12,u34,f5'), { families: [12, 5], users: [34] });
  });

  it('forgets everything for `*`, a missing payload or anything it does not understand', () => {
    assert.equal(parseChange('*'), '*');
    assert.equal(parseChange(undefined), '*');
    assert.equal(parseChange('f12,x'), '*');
    assert.equal(parseChange(''), '*');
  });
});

describe('a server that does not hear auth changes', () => {
  it('asks the database for every request', async () => {
    // On PostgreSQL the test app listens: stop it, as a lost connection would.
    await t.app.deps.tokenOwners.close();
    assert.equal(t.app.deps.tokenOwners.listening, false);
    const user = await registerAndConfirm(t, 'candidate');
    assert.equal((await injectAs(t, user, { method: 'GET', url: '/api' })).statusCode, 200);
    await t.database.db.execute(
      sql`DELETE FROM access_tokens WHERE hash = ${sha256(user.token.access_token)}`,
    );
    assert.equal((await injectAs(t, user, { method: 'GET', url: '/api' })).statusCode, 401);
  });
});
