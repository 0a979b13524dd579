import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  buildTestApp,
  injectAs,
  login,
  register,
  registerAndConfirm,
  TEST_PASSWORD,
  type TestApp,
} from '../helpers';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});

describe('GET /api', () => {
  it('names the signed-in user in meta.links.me.meta.id', async () => {
    const user = await registerAndConfirm(t, 'candidate');
    const response = await injectAs(t, user, { method: 'GET', url: '/api' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/vnd\.api\+json/);
    const body = response.json();
    assert.equal(body.jsonapi.version, '1.0');
    assert.deepEqual(body.data, []);
    assert.equal(body.meta.links.me.meta.id, user.uuid);
    assert.match(body.meta.links.me.href, new RegExp(`/api/user/user/${user.uuid}$`));
  });

  it('has no meta.links.me for an anonymous visitor', async () => {
    const response = await injectAs(t, null, { method: 'GET', url: '/api' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().meta, undefined);
  });

  it('answers 401 to a bearer token it does not know, so the SPA refreshes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().errors[0].status, '401');
    assert.equal(response.body.includes('not-a-real-token'), false);
  });
});

describe('GET /api/current-user/roles', () => {
  it('lists the role of a confirmed candidate and employer', async () => {
    for (const role of ['candidate', 'employer'] as const) {
      const user = await registerAndConfirm(t, role);
      const response = await injectAs(t, user, {
        method: 'GET',
        url: '/api/current-user/roles?_format=json',
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), [{ roles_target_id: role }]);
    }
  });

  it('lists the unverified role before confirmation', async () => {
    const { mail } = await register(t, 'employer');
    const token = await login(t, mail, TEST_PASSWORD);
    const response = await injectAs(
      t,
      { token },
      {
        method: 'GET',
        url: '/api/current-user/roles?_format=json',
      },
    );
    assert.deepEqual(response.json(), [{ roles_target_id: 'unverified_employer' }]);
  });

  it('answers 401 with a message to an anonymous visitor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/current-user/roles?_format=json',
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'You must be signed in to do this.' });
  });
});
