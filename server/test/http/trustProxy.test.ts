import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config';
import { rateLimits } from '../../src/db/schema';
import { buildTestApp, passwordGrant, registerAndConfirm } from '../helpers';

/** Three wrong passwords from "one address" and a fourth: is the address's limit reached? */
async function limitedAfterSpoofing(env: Record<string, string>, forwarded: (i: number) => string) {
  const t = await buildTestApp({ RATE_LIMIT_LOGIN_PER_ADDRESS: '3', ...env });
  // The scenarios share this file's database: each starts with no counted attempts.
  await t.database.db.delete(rateLimits);
  const user = await registerAndConfirm(t, 'candidate');
  await t.database.db.delete(rateLimits);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await passwordGrant(t, user.mail, `wrong password ${i}`, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': forwarded(i),
      },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const statuses = await limitedAfterSpoofing({}, (i) => `203.0.113.${i}`);
    assert.deepEqual(statuses, [400, 400, 400, 429]);
  });

  it('believes only the trusted hop, not the addresses a client writes before it', async () => {
    // The proxy (the socket's peer) appends the address it saw; the client chose the rest.
    const statuses = await limitedAfterSpoofing(
      { TRUST_PROXY: '1' },
      (i) => `203.0.113.${i}, 198.51.100.7`,
    );
    assert.deepEqual(statuses, [400, 400, 400, 429]);
  });

  it('counts different clients behind the trusted proxy separately', async () => {
    const statuses = await limitedAfterSpoofing({ TRUST_PROXY: '127.0.0.1/8' }, (i) =>
      i < 3 ? '198.51.100.7' : '198.51.100.8',
    );
    assert.deepEqual(statuses, [400, 400, 400, 400]);
  });

  it('refuses true and malformed values with a readable problem', () => {
    for (const value of ['true', '10.0.0.0/99', 'proxy.example']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: value }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.problems.some((problem) => problem.startsWith('TRUST_PROXY')),
        value,
      );
    }
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy, [
      '10.0.0.0/8',
      '::1',
    ]);
    assert.equal(loadConfig({}).trustProxy, false);
  });
});
