import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  buildTestApp,
  injectAs,
  linkSecret,
  login,
  registerAndConfirm,
  uniqueMail,
  type TestApp,
  type TestUser,
} from '../helpers';
import { createOrganization } from './fixtures';

let t: TestApp;
let owner: TestUser;
let candidate: TestUser;
before(async () => {
  t = await buildTestApp();
  [owner, candidate] = await Promise.all([
    registerAndConfirm(t, 'employer'),
    registerAndConfirm(t, 'candidate'),
  ]);
});

const JSON_BODY = { 'content-type': 'application/json' };
const members = (user: TestUser, nid: number) =>
  injectAs(t, user, { method: 'GET', url: `/api/organization/${nid}/get_shared_access_users` });
const addAdmin = (user: TestUser, nid: number, body: object) =>
  injectAs(t, user, {
    method: 'PATCH',
    url: `/api/organization/${nid}/add_shared_access_user`,
    payload: body,
    headers: JSON_BODY,
  });
const admin = (email: string) => ({
  first_name: 'Katherine',
  last_name: 'Johnson',
  email,
  field_company_position: 2,
});
const uidOf = async (user: TestUser, nid: number, email: string) =>
  (await members(user, nid)).json().find((m: { email: string }) => m.email === email).uid as number;
const transfer = (user: TestUser, nid: number, uid: number) =>
  injectAs(t, user, {
    method: 'PATCH',
    url: `/api/organization/${nid}/shared_access_switch_owner/${uid}`,
  });
const remove = (user: TestUser, nid: number, uid: number) =>
  injectAs(t, user, {
    method: 'DELETE',
    url: `/api/organization/${nid}/remove_shared_access_user/${uid}`,
  });

/** An organization of `owner` with `count` fresh employers added as admins. */
async function organizationWithAdmins(count: number) {
  const { nid } = await createOrganization(t, owner);
  const admins: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await registerAndConfirm(t, 'employer');
    assert.equal((await addAdmin(owner, nid, admin(user.mail))).statusCode, 200);
    admins.push(user);
  }
  return { nid, admins };
}

describe('shared access', () => {
  it('adds an existing employer, who sees the organization; the owner is listed first', async () => {
    const { nid, admins } = await organizationWithAdmins(1);
    const [katherine] = admins;
    const listing = await members(katherine, nid);
    assert.equal(listing.statusCode, 200);
    const rows = listing.json();
    assert.equal(rows[0].email, owner.mail);
    assert.equal(rows[0].owner, true);
    assert.deepEqual(
      { ...rows[1], uid: 0 },
      {
        uid: 0,
        name: katherine.mail,
        email: katherine.mail,
        owner: false,
        first_name: 'Katherine',
        last_name: 'Johnson',
        field_company_position: 2,
      },
    );
    const mine = await injectAs(t, katherine, {
      method: 'GET',
      url: '/api/organization/get_organizations_for_current_user',
    });
    assert.deepEqual(
      mine.json().map((o: { nid: number; owner: boolean }) => [o.nid, o.owner]),
      [[nid, false]],
    );
    assert.match((await t.latestMail(katherine.mail))?.text ?? '', /added as an admin/);
  });

  it('invites an address without an account by mail; the link sets a password and opens the organization', async () => {
    const { nid } = await createOrganization(t, owner);
    const email = uniqueMail('invitee');
    const response = await addAdmin(owner, nid, admin(email));
    assert.equal(response.statusCode, 200);
    assert.match(response.json().message, /invited by email/);
    const mail = await t.latestMail(email);
    assert.match(mail?.subject ?? '', /invited to manage “Analytical Engines”/);
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/password-reset?_format=json',
      payload: { hash: linkSecret(mail), new_password: 'a brand new password' },
    });
    assert.equal(set.statusCode, 200, set.body);
    const token = await login(t, email, 'a brand new password');
    const mine = await injectAs(
      t,
      { token },
      { method: 'GET', url: '/api/organization/get_organizations_for_current_user' },
    );
    assert.deepEqual(
      mine.json().map((o: { nid: number }) => o.nid),
      [nid],
    );
    const reused = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/password-reset?_format=json',
      payload: { hash: linkSecret(mail), new_password: 'another new password' },
    });
    assert.equal(reused.statusCode, 400);
  });

  it('refuses bad input, candidates and people who already have access, with a message', async () => {
    const { nid, admins } = await organizationWithAdmins(1);
    const cases: [object, RegExp][] = [
      [
        {},
        /first_name: Required.*last_name: Required.*email: Required.*field_company_position: Required/,
      ],
      [admin('not an email'), /email: Enter a valid email/],
      [{ ...admin(uniqueMail()), field_company_position: 999 }, /not an allowed value/],
      [{ ...admin(uniqueMail()), role: 'owner' }, /Unknown field "role"/],
      [admin(candidate.mail), /candidate account/],
      [admin(admins[0].mail), /already has access/],
      [admin(owner.mail.toUpperCase()), /already has access/],
    ];
    for (const [body, message] of cases) {
      const response = await addAdmin(owner, nid, body);
      assert.equal(response.statusCode, 422, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    assert.equal((await members(owner, nid)).json().length, 2);
  });

  it('lets only the owner add, remove and transfer; other admins and outsiders get 403', async () => {
    const { nid, admins } = await organizationWithAdmins(2);
    const [first, second] = admins;
    const outsider = await registerAndConfirm(t, 'employer');
    const secondUid = await uidOf(owner, nid, second.mail);
    assert.equal((await addAdmin(first, nid, admin(uniqueMail()))).statusCode, 403);
    assert.equal((await remove(first, nid, secondUid)).statusCode, 403);
    assert.equal((await transfer(first, nid, secondUid)).statusCode, 403);
    assert.equal((await members(outsider, nid)).statusCode, 403);
    assert.equal((await members(candidate, nid)).statusCode, 403);
    assert.equal((await addAdmin(outsider, nid, admin(uniqueMail()))).statusCode, 403);
    assert.equal((await members(owner, 999999)).statusCode, 404);
    assert.equal((await members(owner, nid)).json().length, 3);
  });

  it('removes an admin, whose tokens stop opening the organization at once; the owner stays', async () => {
    const { nid, admins } = await organizationWithAdmins(1);
    const [gone] = admins;
    const uid = await uidOf(owner, nid, gone.mail);
    assert.equal((await members(gone, nid)).statusCode, 200);
    const removed = await remove(owner, nid, uid);
    assert.equal(removed.statusCode, 200);
    assert.equal((await members(gone, nid)).statusCode, 403);
    const patch = await injectAs(t, gone, {
      method: 'GET',
      url: `/api/organization/${nid}/greenhouse_integration`,
    });
    assert.equal(patch.statusCode, 403);
    const ownerUid = await uidOf(owner, nid, owner.mail);
    const self = await remove(owner, nid, ownerUid);
    assert.equal(self.statusCode, 422);
    assert.match(self.json().message, /Transfer the ownership/);
    assert.equal((await remove(owner, nid, uid)).statusCode, 404);
    assert.equal((await remove(owner, nid, 0)).statusCode, 404);
  });

  it('transfers ownership; the old owner becomes an admin who can no longer add people', async () => {
    const { nid, admins } = await organizationWithAdmins(1);
    const [heir] = admins;
    const heirUid = await uidOf(owner, nid, heir.mail);
    assert.equal((await transfer(owner, nid, heirUid)).statusCode, 200);
    const rows = (await members(heir, nid)).json();
    assert.equal(rows[0].email, heir.mail);
    assert.equal(rows.filter((m: { owner: boolean }) => m.owner).length, 1);
    assert.equal((await addAdmin(owner, nid, admin(uniqueMail()))).statusCode, 403);
    assert.equal((await transfer(heir, nid, heirUid)).statusCode, 422);
  });

  it('leaves exactly one owner when two transfers race', async () => {
    const { nid, admins } = await organizationWithAdmins(2);
    const uids = await Promise.all(admins.map((user) => uidOf(owner, nid, user.mail)));
    const results = await Promise.all(uids.map((uid) => transfer(owner, nid, uid)));
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 403]);
    const owners = (await members(admins[0], nid))
      .json()
      .filter((m: { owner: boolean }) => m.owner);
    assert.equal(owners.length, 1);
  });
});
