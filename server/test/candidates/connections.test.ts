import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  CANDIDATE_CONNECTIONS_PATH,
  CANDIDATE_MESSAGES,
  DECLINE_HOLD_DAYS,
  candidateBoardPath,
  candidateConnectionPath,
  disassociatePath,
  type CandidateConnection,
  type CandidateRow,
} from '@contract/candidates';
import { buildTestApp, injectAs, type TestApp, type TestUser } from '../helpers';
import {
  createCandidate,
  createEmployerOrganization,
  getAs,
  introductionLinks,
  requestAccess,
  type TestCandidate,
} from './fixtures';

let t: TestApp;
let acme: { owner: TestUser; nid: number };
let globex: { owner: TestUser; nid: number };

before(async () => {
  t = await buildTestApp();
  acme = await createEmployerOrganization(t, true, 'Acme Connections');
  globex = await createEmployerOrganization(t, true, 'Globex Connections');
});

const answer = (query: string) =>
  injectAs(t, null, { method: 'POST', url: `/api/candidate_access_process${query}` });
const connectionsOf = async (candidate: TestCandidate) => {
  const { status, body } = await getAs(
    t,
    candidate.user,
    `${CANDIDATE_CONNECTIONS_PATH}?_format=json`,
  );
  assert.equal(status, 200);
  return body as CandidateConnection[];
};
const endConnection = (user: TestUser | null, orgNid: number) =>
  injectAs(t, user, {
    method: 'DELETE',
    url: `${CANDIDATE_CONNECTIONS_PATH}/${orgNid}?_format=json`,
  });
/** The candidate's search row as the organization sees it, among its connections or not. */
const rowFor = async (
  org: { owner: TestUser; nid: number },
  candidate: TestCandidate,
  connected = false,
) => {
  const status = connected ? `&connection_status_connected=${org.nid}` : '';
  const { body } = await getAs(
    t,
    org.owner,
    `/api/candidates/export?_format=json&page=0&org_id=${org.nid}${status}`,
  );
  return (body as CandidateRow[]).find((row) => row.node_id === String(candidate.nid));
};
const boardCards = async (org: { owner: TestUser; nid: number }) => {
  const { body } = await getAs(t, org.owner, candidateBoardPath(org.nid));
  const board = body as { columns: Record<string, { candidates: CandidateRow[] }> };
  return Object.values(board.columns).flatMap((column) =>
    column.candidates.map((card) => Number(card.node_id)),
  );
};

describe('a candidate ends a connection', () => {
  it('lists who is connected, asked or was declined, and ends a connection at once', async () => {
    const ada = await createCandidate(t, {
      first: 'Ada',
      last: 'Ender',
      open: '1',
      visible: '1',
      picture: true,
      cv: true,
    });
    assert.equal((await requestAccess(t, acme, ada)).statusCode, 200);
    const before = await rowFor(acme, ada, true);
    assert.equal(before?.field_contact_email, ada.email);
    assert.notEqual(before?.field_profile_picture, '');
    assert.ok((await boardCards(acme)).includes(ada.nid));

    const listed = await connectionsOf(ada);
    assert.deepEqual(
      listed.map(({ organization, status }) => [organization, status]),
      [['Acme Connections', 'connected']],
    );

    const ended = await endConnection(ada.user, acme.nid);
    assert.equal(ended.statusCode, 200);
    assert.equal(ended.json().message, CANDIDATE_MESSAGES.connectionEnded('Acme Connections'));
    // The employer's next view: no contact data, CV, picture, no card on the board, and the
    // held state instead of a Get Intro that would fail.
    const after = await rowFor(acme, ada);
    assert.equal(after?.connection_status, 'ended');
    const profile = await getAs(
      t,
      acme.owner,
      `/api/node/candidate_profile/${ada.uuid}?org_id=${acme.nid}`,
    );
    assert.equal(
      (profile.body as { data: { attributes: { connection_status: string } } }).data.attributes
        .connection_status,
      'ended',
    );
    assert.equal(after?.field_contact_email, ada.email); // she still opted in to direct contact
    assert.ok(!(await boardCards(acme)).includes(ada.nid));
    // Her history keeps the ended connection, from the day it ended.
    const history = await connectionsOf(ada);
    assert.deepEqual(
      history.map(({ organization, status }) => [organization, status]),
      [['Acme Connections', 'ended']],
    );
    // The organization cannot remove (and so erase) it from her history either.
    const removed = await injectAs(t, acme.owner, {
      method: 'PATCH',
      url: disassociatePath(acme.nid, ada.nid),
      payload: [],
    });
    assert.equal(removed.statusCode, 404, removed.body);
    assert.equal((await connectionsOf(ada)).length, 1);
    // And the organization may not ask again for the hold period: it is told until when.
    const again = await requestAccess(t, acme, ada);
    assert.equal(again.statusCode, 409);
    const until = new Date(Date.parse(history[0].since) + DECLINE_HOLD_DAYS * 86_400_000);
    assert.equal(
      again.json().message,
      CANDIDATE_MESSAGES.held(
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(until),
      ),
    );
    // The hold over (moved in the database: the clock would expire the test's tokens too).
    await t.database.db.execute(
      sql`UPDATE candidate_declines SET declined_at = declined_at - ${`${DECLINE_HOLD_DAYS + 1} days`}::interval
        WHERE candidate_nid = ${ada.nid}`,
    );
    assert.equal((await rowFor(acme, ada))?.connection_status, 'new');
    assert.equal((await requestAccess(t, acme, ada)).statusCode, 200);
  });

  it('hides the contact data of a candidate who confirms by mail once she ends the connection', async () => {
    const bea = await createCandidate(t, {
      first: 'Bea',
      last: 'Mailer',
      open: '0',
      visible: '1',
      cv: true,
    });
    assert.equal((await requestAccess(t, globex, bea)).statusCode, 200);
    assert.equal(
      (await answer((await introductionLinks(t, bea.user.mail)).accept)).statusCode,
      200,
    );
    assert.equal((await rowFor(globex, bea, true))?.field_contact_email, bea.email);
    assert.equal((await endConnection(bea.user, globex.nid)).statusCode, 200);
    const row = await rowFor(globex, bea);
    assert.equal(row?.field_contact_email, '');
    assert.equal(row?.field_phone_number ?? '', '');
  });

  it('refuses what is not hers to end: nothing to end, employers, anonymous callers', async () => {
    const cleo = await createCandidate(t, {
      first: 'Cleo',
      last: 'Nobody',
      open: '0',
      visible: '1',
    });
    const none = await endConnection(cleo.user, acme.nid);
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().message, CANDIDATE_MESSAGES.noConnection);
    assert.equal((await endConnection(cleo.user, 999_999)).statusCode, 404);
    assert.equal((await endConnection(acme.owner, acme.nid)).statusCode, 403);
    assert.equal((await endConnection(null, acme.nid)).statusCode, 401);
    assert.equal(
      (await getAs(t, acme.owner, `${CANDIDATE_CONNECTIONS_PATH}?_format=json`)).status,
      403,
    );
    assert.equal((await getAs(t, null, `${CANDIDATE_CONNECTIONS_PATH}?_format=json`)).status, 401);
    const malformed = await injectAs(t, cleo.user, {
      method: 'DELETE',
      url: `${CANDIDATE_CONNECTIONS_PATH}/acme?_format=json`,
    });
    assert.equal(malformed.statusCode, 400);
  });
});

describe('a declined introduction holds', () => {
  it('is not asked again after the employer removed the declined card from its board', async () => {
    const dora = await createCandidate(t, {
      first: 'Dora',
      last: 'Decliner',
      open: '0',
      visible: '1',
    });
    assert.equal((await requestAccess(t, acme, dora)).statusCode, 200);
    assert.equal(
      (await answer((await introductionLinks(t, dora.user.mail)).decline)).statusCode,
      200,
    );
    const declined = await connectionsOf(dora);
    assert.deepEqual(
      declined.map((c) => c.status),
      ['rejected'],
    );
    const removed = await injectAs(t, acme.owner, {
      method: 'PATCH',
      url: `${disassociatePath(acme.nid, dora.nid)}?_format=json`,
      payload: [],
    });
    assert.equal(removed.statusCode, 200);
    const mailsBefore = (await introductionLinks(t, dora.user.mail)).text;
    const again = await requestAccess(t, acme, dora);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, CANDIDATE_MESSAGES.declined);
    // No second mail was sent.
    assert.equal((await introductionLinks(t, dora.user.mail)).text, mailsBefore);
    // Another organization is not held back by her answer to the first.
    assert.equal((await requestAccess(t, globex, dora)).statusCode, 200);
  });
});

describe('initials only and direct contact together', () => {
  it('hides everything that names her until connected, then connects at once on Get Intro', async () => {
    const kim = await createCandidate(t, {
      first: 'Karen',
      last: 'Jones',
      open: '1',
      visible: '0',
      picture: true,
      cv: true,
      linkedin: 'karen-jones-full-name',
    });
    const row = await rowFor(globex, kim);
    assert.equal(row?.field_first_name, 'K');
    assert.equal(row?.field_last_name, 'J');
    assert.equal(row?.field_contact_email, '');
    assert.equal(row?.field_phone_number ?? '', '');
    assert.equal(row?.field_profile_picture, '');
    const { raw } = await getAs(
      t,
      globex.owner,
      `/api/node/candidate_profile/${kim.uuid}?org_id=${globex.nid}&include=field_curriculum_vitae,field_profile_picture`,
    );
    assert.ok(!raw.includes('karen-jones-full-name'), 'the LinkedIn URL names her');
    assert.ok(!raw.includes(kim.email) && !raw.includes('Jones'));
    assert.ok(!raw.includes('file--file'));
    // "CV uploaded" does not count a CV the organization may not open.
    const withCv = await getAs(
      t,
      globex.owner,
      `/api/candidates/export?_format=json&page=0&org_id=${globex.nid}&field_curriculum_vitae_op=not+empty`,
    );
    assert.ok(!(withCv.body as CandidateRow[]).some((r) => r.node_id === String(kim.nid)));
    // Her opt-in still means no confirmation by mail: Get Intro connects, and then she is known.
    const intro = await requestAccess(t, globex, kim);
    assert.equal(intro.statusCode, 200);
    assert.match(intro.json().message, /gained/);
    const connected = await rowFor(globex, kim, true);
    assert.equal(connected?.field_last_name, 'Jones');
    assert.equal(connected?.field_contact_email, kim.email);
  });
});

describe('a candidate answers an introduction in the app', () => {
  const answerInApp = (user: TestUser | null, orgNid: number, payload: unknown) =>
    injectAs(t, user, {
      method: 'POST',
      url: `${candidateConnectionPath(orgNid)}?_format=json`,
      payload: payload as Record<string, unknown>,
    });

  it('accepts a pending request as the mailed link would, and the link is then used up', async () => {
    const cleo = await createCandidate(t, {
      first: 'Cleo',
      last: 'Inapp',
      open: '0',
      visible: '1',
      cv: true,
    });
    assert.equal((await requestAccess(t, acme, cleo)).statusCode, 200);
    const links = await introductionLinks(t, cleo.user.mail);
    assert.deepEqual(
      (await connectionsOf(cleo)).map(({ organization, status }) => [organization, status]),
      [['Acme Connections', 'requested']],
    );
    assert.equal((await rowFor(acme, cleo, false))?.field_contact_email ?? '', '');

    const accepted = await answerInApp(cleo.user, acme.nid, { action: 'accept' });
    assert.equal(accepted.statusCode, 200);
    assert.deepEqual(accepted.json(), {
      message: CANDIDATE_MESSAGES.accepted('Acme Connections'),
      status: 'connected',
    });
    assert.equal((await rowFor(acme, cleo, true))?.field_contact_email, cleo.email);
    assert.ok((await boardCards(acme)).includes(cleo.nid));
    assert.equal((await connectionsOf(cleo))[0]?.status, 'connected');
    // The mail's links died with the answer; a second answer in the app is refused.
    assert.equal((await answer(links.decline)).statusCode, 409);
    const again = await answerInApp(cleo.user, acme.nid, { action: 'decline' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, CANDIDATE_MESSAGES.notPending);
    assert.equal((await connectionsOf(cleo))[0]?.status, 'connected');
  });

  it('declines a pending request: rejected, the refusal holds, nothing shared', async () => {
    const dora = await createCandidate(t, {
      first: 'Dora',
      last: 'Declines',
      open: '0',
      visible: '1',
    });
    assert.equal((await requestAccess(t, globex, dora)).statusCode, 200);
    const declined = await answerInApp(dora.user, globex.nid, { action: 'decline' });
    assert.equal(declined.statusCode, 200);
    assert.equal(declined.json().message, CANDIDATE_MESSAGES.rejected('Globex Connections'));
    assert.equal((await connectionsOf(dora))[0]?.status, 'rejected');
    const row = await rowFor(globex, dora);
    assert.equal(row?.field_contact_email ?? '', '');
    const again = await requestAccess(t, globex, dora);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, CANDIDATE_MESSAGES.declined);
  });

  it('refuses bad answers and answers that are not hers, changing nothing', async () => {
    const eve = await createCandidate(t, {
      first: 'Eve',
      last: 'Pending',
      open: '0',
      visible: '1',
    });
    const other = await createCandidate(t, {
      first: 'Fay',
      last: 'Other',
      open: '0',
      visible: '1',
    });
    assert.equal((await requestAccess(t, acme, eve)).statusCode, 200);
    for (const payload of [
      {},
      { action: 'maybe' },
      { action: 'accept', extra: 1 },
      { action: 1 },
    ]) {
      const bad = await answerInApp(eve.user, acme.nid, payload);
      assert.equal(bad.statusCode, 422, JSON.stringify(payload));
      assert.equal(typeof bad.json().message, 'string');
    }
    // Another candidate has nothing pending with Acme; Globex never asked Eve.
    assert.equal((await answerInApp(other.user, acme.nid, { action: 'accept' })).statusCode, 404);
    assert.equal((await answerInApp(eve.user, globex.nid, { action: 'accept' })).statusCode, 404);
    assert.equal((await answerInApp(eve.user, 999_999, { action: 'accept' })).statusCode, 404);
    assert.equal((await answerInApp(acme.owner, acme.nid, { action: 'accept' })).statusCode, 403);
    assert.equal((await answerInApp(null, acme.nid, { action: 'accept' })).statusCode, 401);
    assert.equal((await connectionsOf(eve))[0]?.status, 'requested');
    assert.deepEqual(await connectionsOf(other), []);
  });

  it('counts one of two simultaneous answers', async () => {
    const gia = await createCandidate(t, { first: 'Gia', last: 'Twice', open: '0', visible: '1' });
    assert.equal((await requestAccess(t, globex, gia)).statusCode, 200);
    const answers = await Promise.all([
      answerInApp(gia.user, globex.nid, { action: 'accept' }),
      answerInApp(gia.user, globex.nid, { action: 'decline' }),
    ]);
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().status;
    assert.equal((await connectionsOf(gia))[0]?.status, winner);
  });
});
