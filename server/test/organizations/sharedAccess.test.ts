import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { findUserByMail } from '../../src/accounts/userRepository';
import { queryRows } from '../../src/db/connect';
import { MAIL_QUEUE } from '../../src/mail/mailer';
import { QUEUE_SCHEMA } from '../../src/queue/jobQueue';
import {
  injectAs,
  linkSecret,
  login,
  register,
  registerAndConfirm,
  TEST_PASSWORD,
  uniqueMail,
  type TestUser,
} from '../helpers';
import { createOrganization } from './fixtures';
import { testFile } from '../support/fixture';

const given = testFile({ owner: 'employer', candidate: 'candidate' });

const JSON_BODY = { 'content-type': 'application/json' };
const members = (user: TestUser, nid: number) =>
  injectAs(given.t, user, {
    method: 'GET',
    url: `/api/organization/${nid}/get_shared_access_users`,
  });
const addAdmin = (user: TestUser, nid: number, body: object) =>
  injectAs(given.t, user, {
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
  injectAs(given.t, user, {
    method: 'PATCH',
    url: `/api/organization/${nid}/shared_access_switch_owner/${uid}`,
  });
const remove = (user: TestUser, nid: number, uid: number) =>
  injectAs(given.t, user, {
    method: 'DELETE',
    url: `/api/organization/${nid}/remove_shared_access_user/${uid}`,
  });

/** The secret of the newest invitation mailed to `email`. */
async function invitationSecret(email: string): Promise<string> {
  const mail = await given.t.latestMail(email);
  assert.match(mail?.text ?? '', /\/organization-invitation\//, `an invitation mail to ${email}`);
  return linkSecret(mail);
}
const preview = (secret: string) =>
  given.t.app.inject({ method: 'GET', url: `/api/organization_invitation/${secret}?_format=json` });
const answer = (secret: string, body: object, user: TestUser | null = null) =>
  injectAs(given.t, user, {
    method: 'POST',
    url: `/api/organization_invitation/${secret}?_format=json`,
    payload: body,
    headers: JSON_BODY,
  });
const invitations = (user: TestUser, nid: number) =>
  injectAs(given.t, user, {
    method: 'GET',
    url: `/api/organization/${nid}/shared_access_invitations`,
  });

/** An organization of `owner` with `count` fresh employers invited, who accepted. */
async function organizationWithAdmins(count: number) {
  const { nid } = await createOrganization(given.t, given.owner);
  const admins: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await registerAndConfirm(given.t, 'employer');
    assert.equal((await addAdmin(given.owner, nid, admin(user.mail))).statusCode, 200);
    const accepted = await answer(await invitationSecret(user.mail), { action: 'accept' }, user);
    assert.equal(accepted.statusCode, 200, accepted.body);
    admins.push(user);
  }
  return { nid, admins };
}

describe('shared access', () => {
  // Every test invites as the same owner: each starts with a fresh day's invitation allowance.
  beforeEach(async () => {
    await given.t.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'invitations:%'`);
  });

  it('makes an invited employer an admin only once they accept; the owner is listed first', async () => {
    const { nid } = await createOrganization(given.t, given.owner);
    const katherine = await registerAndConfirm(given.t, 'employer');
    const invited = await addAdmin(given.owner, nid, admin(katherine.mail));
    assert.equal(invited.statusCode, 200);
    assert.equal(
      invited.json().message,
      `An invitation to manage Analytical Engines was sent to ${katherine.mail}. They become an admin once they accept it.`,
    );
    // Invited, not added: she is not a member until she says yes.
    assert.equal((await members(given.owner, nid)).json().length, 1);
    assert.equal((await members(katherine, nid)).statusCode, 403);
    const pending = (await invitations(given.owner, nid)).json();
    assert.deepEqual(
      pending.map((i: { email: string; kind: string }) => [i.email, i.kind]),
      [[katherine.mail, 'admin']],
    );
    const secret = await invitationSecret(katherine.mail);
    const seen = (await preview(secret)).json();
    assert.deepEqual(
      { ...seen },
      {
        organization: 'Analytical Engines',
        kind: 'admin',
        email: katherine.mail,
        inviter: given.owner.mail,
        first_name: 'Katherine',
        last_name: 'Johnson',
        company_position: 2,
        state: 'open',
        account: 'employer',
      },
    );
    // Opening the link (a mail scanner does) changes nothing.
    assert.equal((await members(given.owner, nid)).json().length, 1);
    const accepted = await answer(secret, { action: 'accept' }, katherine);
    assert.equal(accepted.statusCode, 200);
    assert.deepEqual(accepted.json(), {
      message: 'You now manage Analytical Engines on Matchboard.',
      nid,
    });
    const rows = (await members(katherine, nid)).json();
    assert.equal(rows[0].email, given.owner.mail);
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
    assert.deepEqual((await invitations(given.owner, nid)).json(), []);
    const again = await answer(secret, { action: 'accept' }, katherine);
    assert.equal(again.statusCode, 409);
  });

  it('creates no account for an address without one until it accepts with a password', async () => {
    const { nid } = await createOrganization(given.t, given.owner);
    const email = uniqueMail('invitee');
    assert.equal((await addAdmin(given.owner, nid, admin(email))).statusCode, 200);
    assert.equal(await findUserByMail(given.t.database.db, email), undefined);
    const secret = await invitationSecret(email);
    assert.equal((await preview(secret)).json().account, 'none');
    const short = await answer(secret, { action: 'accept', password: 'short' });
    assert.equal(short.statusCode, 422);
    assert.equal(await findUserByMail(given.t.database.db, email), undefined);
    const accepted = await answer(secret, { action: 'accept', password: 'a brand new password' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const created = await findUserByMail(given.t.database.db, email);
    assert.deepEqual(created?.roles, ['employer']);
    const token = await login(given.t, email, 'a brand new password');
    const mine = await injectAs(
      given.t,
      { token },
      { method: 'GET', url: '/api/organization/get_organizations_for_current_user' },
    );
    assert.deepEqual(
      mine.json().map((o: { nid: number }) => o.nid),
      [nid],
    );
  });

  it('answers every address alike: a candidate gets no mail, no account changes, nothing is told', async () => {
    const { nid } = await createOrganization(given.t, given.owner);
    const stranger = uniqueMail('stranger');
    const queued = async () =>
      (
        await queryRows<{ n: number }>(
          given.t.database.db,
          sql`SELECT count(*)::int AS n FROM ${sql.raw(QUEUE_SCHEMA)}.job WHERE name = ${MAIL_QUEUE}`,
        )
      )[0].n;
    const before = await queued();
    const forStranger = await addAdmin(given.owner, nid, admin(stranger));
    const afterStranger = await queued();
    const forCandidate = await addAdmin(given.owner, nid, admin(given.candidate.mail));
    // The same work for both (one mail queued each), so neither the answer nor its time differs;
    // the candidate's is withheld at delivery.
    assert.equal(afterStranger - before, 1);
    assert.equal((await queued()) - afterStranger, 1);
    assert.equal(forCandidate.statusCode, forStranger.statusCode);
    assert.equal(
      forCandidate.json().message.replace(given.candidate.mail, 'X'),
      forStranger.json().message.replace(stranger, 'X'),
    );
    assert.equal(
      (await given.t.latestMail(given.candidate.mail))?.subject.includes('invited to manage') ??
        false,
      false,
    );
    const listed = (await invitations(given.owner, nid))
      .json()
      .map((i: { email: string }) => i.email);
    assert.deepEqual(listed.sort(), [given.candidate.mail, stranger].sort());
  });

  it('refuses bad input and people who already have access, with a message', async () => {
    const { nid, admins } = await organizationWithAdmins(1);
    const cases: [object, RegExp][] = [
      [
        {},
        /first_name: Required.*last_name: Required.*email: Required.*field_company_position: Required/,
      ],
      [admin('not an email'), /email: Enter a valid email/],
      [{ ...admin(uniqueMail()), field_company_position: 999 }, /not an allowed value/],
      [{ ...admin(uniqueMail()), role: 'owner' }, /Unknown field "role"/],
      [{ ...admin(uniqueMail()), first_name: 'Kat\nSECURITY NOTICE' }, /single line/],
      [admin(admins[0].mail), /already has access/],
      [admin(given.owner.mail.toUpperCase()), /already has access/],
    ];
    for (const [body, message] of cases) {
      const response = await addAdmin(given.owner, nid, body);
      assert.equal(response.statusCode, 422, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    assert.equal((await members(given.owner, nid)).json().length, 2);
  });

  it('sends invitations from confirmed accounts only, and a bounded number', async () => {
    const fresh = await register(given.t, 'employer');
    const unconfirmed = {
      mail: fresh.mail,
      pass: TEST_PASSWORD,
      uuid: fresh.uuid,
      token: await login(given.t, fresh.mail, TEST_PASSWORD),
    };
    const { nid: theirs } = await createOrganization(given.t, unconfirmed);
    const refused = await addAdmin(unconfirmed, theirs, admin(uniqueMail()));
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /confirm your email address first/);
    const { nid } = await createOrganization(given.t, given.owner);
    const target = uniqueMail('target');
    for (let i = 0; i < 3; i += 1)
      assert.equal((await addAdmin(given.owner, nid, admin(target))).statusCode, 200);
    const fourth = await addAdmin(given.owner, nid, admin(target));
    assert.equal(fourth.statusCode, 429);
    assert.match(fourth.json().message, /same address at most 3 times a day/);
    // Only the newest of the three links works.
    const pending = (await invitations(given.owner, nid)).json();
    assert.equal(pending.length, 1);
  });

  it('lets only the owner add, remove, transfer and withdraw; other admins and outsiders get 403', async () => {
    const { nid, admins } = await organizationWithAdmins(2);
    const [first, second] = admins;
    const outsider = await registerAndConfirm(given.t, 'employer');
    const secondUid = await uidOf(given.owner, nid, second.mail);
    assert.equal((await addAdmin(first, nid, admin(uniqueMail()))).statusCode, 403);
    assert.equal((await remove(first, nid, secondUid)).statusCode, 403);
    assert.equal((await transfer(first, nid, secondUid)).statusCode, 403);
    assert.equal((await members(outsider, nid)).statusCode, 403);
    assert.equal((await members(given.candidate, nid)).statusCode, 403);
    assert.equal((await invitations(outsider, nid)).statusCode, 403);
    assert.equal((await addAdmin(outsider, nid, admin(uniqueMail()))).statusCode, 403);
    assert.equal((await members(given.owner, 999999)).statusCode, 404);
    assert.equal((await members(given.owner, nid)).json().length, 3);
    const email = uniqueMail('withdrawn');
    assert.equal((await addAdmin(given.owner, nid, admin(email))).statusCode, 200);
    const [pending] = (await invitations(first, nid)).json();
    const withdraw = (user: TestUser) =>
      injectAs(given.t, user, {
        method: 'DELETE',
        url: `/api/organization/${nid}/shared_access_invitations/${pending.id}`,
      });
    assert.equal((await withdraw(first)).statusCode, 403);
    assert.equal((await withdraw(given.owner)).statusCode, 200);
    assert.equal((await withdraw(given.owner)).statusCode, 404);
    assert.equal((await preview(await invitationSecret(email))).statusCode, 404);
  });

  it('accepts only from the invitee: signed in as them, or with their password', async () => {
    const { nid } = await createOrganization(given.t, given.owner);
    const invitee = await registerAndConfirm(given.t, 'employer');
    const other = await registerAndConfirm(given.t, 'employer');
    assert.equal((await addAdmin(given.owner, nid, admin(invitee.mail))).statusCode, 200);
    const secret = await invitationSecret(invitee.mail);
    const foreign = await answer(secret, { action: 'accept' }, other);
    assert.equal(foreign.statusCode, 403);
    assert.match(foreign.json().message, /sent to/);
    const noPassword = await answer(secret, { action: 'accept' });
    assert.equal(noPassword.statusCode, 422);
    const wrong = await answer(secret, { action: 'accept', password: 'not the password' });
    assert.equal(wrong.statusCode, 422);
    assert.equal(wrong.json().message, 'The password is not correct.');
    assert.equal((await members(given.owner, nid)).json().length, 1);
    const accepted = await answer(secret, { action: 'accept', password: TEST_PASSWORD });
    assert.equal(accepted.statusCode, 200);
    assert.equal((await members(given.owner, nid)).json().length, 2);
    assert.equal((await preview('x'.repeat(43))).statusCode, 404);
    assert.equal((await answer('short', { action: 'accept' })).statusCode, 404);
    assert.equal((await answer(secret, { action: 'maybe' })).statusCode, 422);
  });

  it('removes an admin, whose tokens stop opening the organization at once; the owner stays', async () => {
    const { nid, admins } = await organizationWithAdmins(1);
    const [gone] = admins;
    const uid = await uidOf(given.owner, nid, gone.mail);
    assert.equal((await members(gone, nid)).statusCode, 200);
    const removed = await remove(given.owner, nid, uid);
    assert.equal(removed.statusCode, 200);
    assert.equal((await members(gone, nid)).statusCode, 403);
    const patch = await injectAs(given.t, gone, {
      method: 'GET',
      url: `/api/organization/${nid}/greenhouse_integration`,
    });
    assert.equal(patch.statusCode, 403);
    const ownerUid = await uidOf(given.owner, nid, given.owner.mail);
    const self = await remove(given.owner, nid, ownerUid);
    assert.equal(self.statusCode, 422);
    assert.match(self.json().message, /Transfer the ownership/);
    assert.equal((await remove(given.owner, nid, uid)).statusCode, 404);
    // 0 is no id at all (ids start at 1): refused as input, as a number past the column is.
    assert.equal((await remove(given.owner, nid, 0)).statusCode, 400);
  });

  it('hands the ownership on only when the heir accepts; declining changes nothing', async () => {
    const { nid, admins } = await organizationWithAdmins(2);
    const [heir, declining] = admins;
    const heirUid = await uidOf(given.owner, nid, heir.mail);
    const declinerUid = await uidOf(given.owner, nid, declining.mail);
    assert.equal((await transfer(given.owner, nid, declinerUid)).statusCode, 200);
    const no = await answer(
      await invitationSecret(declining.mail),
      { action: 'decline' },
      declining,
    );
    assert.equal(no.statusCode, 200);
    const offered = await transfer(given.owner, nid, heirUid);
    assert.equal(offered.statusCode, 200);
    assert.match(offered.json().message, /They become the owner once they accept/);
    // Offered, not handed over: the owner still owns it.
    assert.equal((await members(given.owner, nid)).json()[0].email, given.owner.mail);
    const secret = await invitationSecret(heir.mail);
    assert.equal((await preview(secret)).json().kind, 'owner');
    const accepted = await answer(secret, { action: 'accept' }, heir);
    assert.equal(accepted.statusCode, 200);
    assert.match(accepted.json().message, /You are now the owner/);
    const rows = (await members(heir, nid)).json();
    assert.equal(rows[0].email, heir.mail);
    assert.equal(rows.filter((m: { owner: boolean }) => m.owner).length, 1);
    assert.equal((await addAdmin(given.owner, nid, admin(uniqueMail()))).statusCode, 403);
    assert.equal((await transfer(heir, nid, heirUid)).statusCode, 422);
  });

  it('does not let an accepted offer take an heir past the owned-organizations cap', async () => {
    const { nid, admins } = await organizationWithAdmins(1);
    const [heir] = admins;
    // The heir owns as many organizations as anyone may (written directly: 20 forms are slow).
    await given.t.database.db.execute(sql`
      WITH made AS (
        INSERT INTO organizations (uuid, title, created, changed)
        SELECT gen_random_uuid(), 'Owned ' || g, now(), now() FROM generate_series(1, 20) AS g
        RETURNING nid)
      INSERT INTO organization_members (organization_nid, user_id, owner, first_name, last_name, created)
      SELECT nid, (SELECT id FROM users WHERE mail = ${heir.mail}), true, 'H', 'E', now() FROM made`);
    assert.equal(
      (await transfer(given.owner, nid, await uidOf(given.owner, nid, heir.mail))).statusCode,
      200,
    );
    const refused = await answer(await invitationSecret(heir.mail), { action: 'accept' }, heir);
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().message, /You already own 20 organizations/);
    assert.equal((await members(given.owner, nid)).json()[0].email, given.owner.mail);
  });

  it('leaves exactly one owner when two offers are accepted at once', async () => {
    const { nid, admins } = await organizationWithAdmins(2);
    const uids = await Promise.all(admins.map((user) => uidOf(given.owner, nid, user.mail)));
    for (const uid of uids) assert.equal((await transfer(given.owner, nid, uid)).statusCode, 200);
    const secrets = await Promise.all(admins.map((user) => invitationSecret(user.mail)));
    const results = await Promise.all(
      admins.map((user, i) => answer(secrets[i], { action: 'accept' }, user)),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    const owners = (await members(admins[0], nid))
      .json()
      .filter((m: { owner: boolean }) => m.owner);
    assert.equal(owners.length, 1);
  });
});
