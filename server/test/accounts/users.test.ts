import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { profilesIndex, users } from '../../src/db/schema';
import {
  injectAs,
  login,
  passwordGrant,
  refreshGrant,
  registerAndConfirm,
  TEST_PASSWORD,
  type TestUser,
} from '../helpers';
import { testFile } from '../support/fixture';

const given = testFile({ candidate: 'candidate', employer: 'employer' });

const patch = (user: TestUser | null, uuid: string, data: Record<string, unknown>) =>
  injectAs(given.t, user, {
    method: 'PATCH',
    url: `/api/user/user/${uuid}`,
    payload: { data: { type: 'user--user', id: uuid, ...data } },
  });

const changePassword = (user: TestUser, existing: string, value: string) =>
  patch(user, user.uuid, { attributes: { pass: { existing, value } } });

async function userRow(uuid: string) {
  const [row] = await given.t.database.db.select().from(users).where(eq(users.uuid, uuid));
  return row;
}

async function addProfile(owner: TestUser, bundle: string): Promise<string> {
  const uuid = randomUUID();
  const row = await userRow(owner.uuid);
  await given.t.database.db.insert(profilesIndex).values({ uuid, bundle, uid: row.id });
  return uuid;
}

describe('GET /api/user/user/{uuid}', () => {
  it('returns the user--user resource to the user themself', async () => {
    const response = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: `/api/user/user/${given.candidate.uuid}`,
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/vnd\.api\+json/);
    const body = response.json();
    assert.equal(body.jsonapi.version, '1.0');
    assert.equal(body.data.type, 'user--user');
    assert.equal(body.data.id, given.candidate.uuid);
    assert.equal(
      body.data.links.self.href,
      `http://app.test/api/user/user/${given.candidate.uuid}`,
    );
    assert.equal(body.data.attributes.mail, given.candidate.mail);
    assert.equal(body.data.attributes.name, given.candidate.mail);
    assert.equal(body.data.attributes.status, true);
    assert.equal(typeof body.data.attributes.drupal_internal__uid, 'number');
    assert.match(body.data.attributes.created, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    assert.deepEqual(body.data.relationships.field_personal_profile_reference, { data: null });
    assert.equal(JSON.stringify(body).includes('argon2'), false);
  });

  it('answers 401 anonymous, 403 for another user and 404 for an unknown uuid', async () => {
    const url = `/api/user/user/${given.candidate.uuid}`;
    assert.equal((await injectAs(given.t, null, { method: 'GET', url })).statusCode, 401);
    const other = await injectAs(given.t, given.employer, { method: 'GET', url });
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().errors[0].status, '403');
    const unknown = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: `/api/user/user/${randomUUID()}`,
    });
    assert.equal(unknown.statusCode, 404);
    const malformed = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: '/api/user/user/nope',
    });
    assert.equal(malformed.statusCode, 404);
  });
});

describe('PATCH /api/user/user/{uuid}: password change', () => {
  it('changes the password, keeps the caller signed in and signs out every other session', async () => {
    const user = await registerAndConfirm(given.t, 'candidate');
    const otherSession = await login(given.t, user.mail, TEST_PASSWORD);
    const response = await changePassword(user, TEST_PASSWORD, 'a brand new password');
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.attributes.mail, user.mail);

    const api = (token: string) =>
      injectAs(
        given.t,
        { token: { access_token: token } as TestUser['token'] },
        { method: 'GET', url: '/api' },
      );
    assert.equal((await api(user.token.access_token)).statusCode, 200);
    assert.equal((await refreshGrant(given.t, user.token.refresh_token)).statusCode, 200);
    assert.equal((await api(otherSession.access_token)).statusCode, 401);
    assert.equal((await refreshGrant(given.t, otherSession.refresh_token)).statusCode, 400);

    assert.equal((await passwordGrant(given.t, user.mail, TEST_PASSWORD)).statusCode, 400);
    assert.equal((await passwordGrant(given.t, user.mail, 'a brand new password')).statusCode, 200);
  });

  it('answers 422 on the pass field when the current password is wrong, changing nothing', async () => {
    const before = (await userRow(given.candidate.uuid)).passHash;
    const response = await changePassword(
      given.candidate,
      'not my password',
      'another new password',
    );
    assert.equal(response.statusCode, 422);
    const [error] = response.json().errors;
    assert.equal(error.status, '422');
    assert.equal(error.source.pointer, '/data/attributes/pass');
    assert.match(error.detail, /current password is missing or incorrect/);
    assert.equal(JSON.stringify(response.json()).includes('not my password'), false);
    assert.equal((await userRow(given.candidate.uuid)).passHash, before);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const response = await changePassword(given.candidate, TEST_PASSWORD, 'short');
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().errors[0].source.pointer, '/data/attributes/pass');
    assert.match(response.json().errors[0].detail, /at least 8 characters/);
  });

  it('refuses other attributes with one 422 error per field, changing nothing', async () => {
    const response = await patch(given.candidate, given.candidate.uuid, {
      attributes: { mail: 'new@example.test', roles: ['employer'], status: false },
    });
    assert.equal(response.statusCode, 422);
    const pointers = response
      .json()
      .errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    assert.deepEqual(pointers, [
      '/data/attributes/mail',
      '/data/attributes/roles',
      '/data/attributes/status',
    ]);
    const row = await userRow(given.candidate.uuid);
    assert.equal(row.mail, given.candidate.mail);
    assert.deepEqual(row.roles, ['candidate']);
  });

  it('answers 409 when the body type or id does not match, and 422 for a wrong shape', async () => {
    const wrongId = await injectAs(given.t, given.candidate, {
      method: 'PATCH',
      url: `/api/user/user/${given.candidate.uuid}`,
      payload: { data: { type: 'user--user', id: given.employer.uuid } },
    });
    assert.equal(wrongId.statusCode, 409);
    const wrongType = await patch(given.candidate, given.candidate.uuid, { type: 'node--job' });
    assert.equal(wrongType.statusCode, 409);
    const noData = await injectAs(given.t, given.candidate, {
      method: 'PATCH',
      url: `/api/user/user/${given.candidate.uuid}`,
      payload: { attributes: {} },
    });
    assert.equal(noData.statusCode, 422);
    const badPass = await patch(given.candidate, given.candidate.uuid, {
      attributes: { pass: 'plain' },
    });
    assert.equal(badPass.statusCode, 422);
    const malformed = await injectAs(given.t, given.candidate, {
      method: 'PATCH',
      url: `/api/user/user/${given.candidate.uuid}`,
      payload: '{"data": ',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().errors[0].detail, 'The request body is not valid JSON.');
  });

  it('refuses to change another user (403) and answers 401 anonymous', async () => {
    const other = await patch(given.candidate, given.employer.uuid, {
      attributes: { pass: { existing: TEST_PASSWORD, value: 'hijacked password' } },
    });
    assert.equal(other.statusCode, 403);
    const anonymous = await patch(null, given.employer.uuid, {});
    assert.equal(anonymous.statusCode, 401);
    assert.equal(
      (await passwordGrant(given.t, given.employer.mail, TEST_PASSWORD)).statusCode,
      200,
    );
  });
});

describe('PATCH /api/user/user/{uuid}: profile reference', () => {
  it('links the user to their own profile', async () => {
    const user = await registerAndConfirm(given.t, 'employer');
    const profile = await addProfile(user, 'employer_profile');
    const response = await patch(user, user.uuid, {
      relationships: {
        field_personal_profile_reference: { data: { type: 'node--employer_profile', id: profile } },
      },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data.relationships.field_personal_profile_reference.data, {
      type: 'node--employer_profile',
      id: profile,
    });
    const again = await injectAs(given.t, user, {
      method: 'GET',
      url: `/api/user/user/${user.uuid}`,
    });
    assert.equal(again.json().data.relationships.field_personal_profile_reference.data.id, profile);
  });

  it("refuses another user's profile, an unknown one and a profile of the other role", async () => {
    const foreign = await addProfile(given.employer, 'candidate_profile');
    const own = await addProfile(given.candidate, 'candidate_profile');
    const cases = [
      { type: 'node--candidate_profile', id: foreign },
      { type: 'node--candidate_profile', id: randomUUID() },
      { type: 'node--employer_profile', id: own },
      { type: 'node--job', id: own },
      { type: 'node--candidate_profile', id: 'not-a-uuid' },
    ];
    for (const data of cases) {
      const response = await patch(given.candidate, given.candidate.uuid, {
        relationships: { field_personal_profile_reference: { data } },
      });
      assert.equal(response.statusCode, 422, JSON.stringify(data));
      // A malformed identifier is pointed at the member that is wrong (data/type, data/id).
      assert.match(
        response.json().errors[0].source.pointer,
        /^\/data\/relationships\/field_personal_profile_reference(\/data\/(type|id))?$/,
      );
    }
    assert.equal((await userRow(given.candidate.uuid)).profileUuid, null);
  });

  it('refuses unknown relationships such as roles', async () => {
    const response = await patch(given.candidate, given.candidate.uuid, {
      relationships: { roles: { data: [{ type: 'user_role--user_role', id: 'employer' }] } },
    });
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().errors[0].source.pointer, '/data/relationships/roles');
  });
});
