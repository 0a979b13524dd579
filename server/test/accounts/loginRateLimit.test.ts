import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  buildTestApp,
  passwordGrant,
  registerAndConfirm,
  TEST_PASSWORD,
  uniqueMail,
  type TestApp,
  type TestUser,
} from '../helpers';

let t: TestApp;
let candidate: TestUser;
before(async () => {
  t = await buildTestApp();
  candidate = await registerAndConfirm(t, 'candidate');
});

describe('sign-in rate limits', () => {
  it('blocks an account after 5 failures for 15 minutes, even with the right password', async () => {
    const user = await registerAndConfirm(t, 'candidate');
    const from = { remoteAddress: '10.2.0.1' };
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await passwordGrant(t, user.mail, 'wrong password', from)).statusCode, 400);
    }
    const blocked = await passwordGrant(t, user.mail, TEST_PASSWORD, { remoteAddress: '10.2.0.2' });
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().error, 'too_many_requests');
    assert.match(blocked.json().message, /Too many failed sign-in attempts/);
    t.clock.advance(901);
    try {
      assert.equal((await passwordGrant(t, user.mail, TEST_PASSWORD, from)).statusCode, 200);
    } finally {
      t.clock.advance(-901);
    }
  });

  it('blocks a client address after too many failures across accounts', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_ADDRESS: '3' });
    const from = { remoteAddress: '10.3.0.1' };
    for (let i = 0; i < 3; i += 1) {
      await passwordGrant(limited, uniqueMail(), 'wrong password', from);
    }
    const blocked = await passwordGrant(limited, candidate.mail, TEST_PASSWORD, from);
    assert.equal(blocked.statusCode, 429);
    const elsewhere = await passwordGrant(limited, candidate.mail, TEST_PASSWORD, {
      remoteAddress: '10.3.0.2',
    });
    assert.equal(elsewhere.statusCode, 200);
  });
});
