import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { candidateBoardPath, type CandidateRow } from '@contract/candidates';
import { ACCOUNT_DELETION_PATH, PRIVACY_MESSAGES } from '@contract/privacy';
import { SAVED_SEARCHES_PATH } from '@contract/savedSearches';
import { queryRows } from '../../src/db/connect';
import { QUEUE_SCHEMA } from '../../src/queue/jobQueue';
import { readOutbox } from '../../src/mail/outbox';
import {
  buildTestApp,
  injectAs,
  registerAndConfirm,
  type TestApp,
  type TestUser,
} from '../helpers';
import {
  createCandidate,
  createEmployerOrganization,
  getAs,
  requestAccess,
} from '../candidates/fixtures';
import { addAdmin, createOrganization } from '../organizations/fixtures';

let t: TestApp;

before(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' });
});

const deleteAccount = (user: TestUser | null, payload: unknown) =>
  injectAs(t, user, {
    method: 'POST',
    url: ACCOUNT_DELETION_PATH,
    payload: payload as Record<string, unknown>,
  });

/** Every row of every table (the app's and the queue's) that contains one of `needles`. */
async function rowsNaming(needles: string[], except: (row: string) => boolean = () => false) {
  const tables = await queryRows<{ schema: string; name: string }>(
    t.database.db,
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema IN ('public', ${QUEUE_SCHEMA}) AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const table of tables) {
    const rows = await queryRows<{ row: string }>(
      t.database.db,
      sql`SELECT t::text AS row FROM ${sql.raw(`"${table.schema}"."${table.name}"`)} t`,
    );
    for (const { row } of rows) {
      const lower = row.toLowerCase();
      if (needles.some((needle) => lower.includes(needle.toLowerCase())) && !except(row))
        found.push(`${table.schema}.${table.name}: ${row.slice(0, 200)}`);
    }
  }
  return found;
}

const boardNids = async (org: { owner: TestUser; nid: number }) => {
  const { body } = await getAs(t, org.owner, candidateBoardPath(org.nid));
  const board = body as { columns: Record<string, { candidates: CandidateRow[] }> };
  return Object.values(board.columns).flatMap((column) =>
    column.candidates.map((card) => Number(card.node_id)),
  );
};

describe('POST /api/user/deletion', () => {
  it('erases a candidate: no row, queued mail or stored file names her; boards and search drop her at once', async () => {
    const acme = await createEmployerOrganization(t, true, 'Acme Erasure');
    const globex = await createEmployerOrganization(t, true, 'Globex Erasure');
    const zelda = await createCandidate(t, {
      first: 'Zeldaqx',
      last: 'Erasablevk',
      open: '1',
      visible: '1',
      picture: true,
      cv: true,
    });
    const mira = await createCandidate(t, {
      first: 'Mira',
      last: 'Stays',
      open: '1',
      visible: '1',
    });
    // Connected to Acme (she opted in) and on its board; Globex's request waits by mail.
    for (const candidate of [zelda, mira])
      assert.equal((await requestAccess(t, acme, candidate)).statusCode, 200);
    assert.deepEqual((await boardNids(acme)).sort(), [zelda.nid, mira.nid].sort());
    await injectAs(t, acme.owner, {
      method: 'PATCH',
      url: candidateBoardPath(acme.nid),
      payload: JSON.stringify(
        JSON.stringify({
          columns: {
            accepted: { id: 'accepted', title: 'Accepted', candidates: [zelda.nid, mira.nid] },
          },
          columnsOrder: ['accepted'],
          hiddenColumns: [],
        }),
      ),
      headers: { 'content-type': 'application/json' },
    });
    const keys = (
      await queryRows<{ storage_key: string }>(
        t.database.db,
        sql`SELECT f.storage_key FROM files f JOIN users u ON u.id = f.uid WHERE u.mail = ${zelda.user.mail}`,
      )
    ).map((row) => row.storage_key);
    assert.equal(keys.length, 2);
    for (const key of keys) assert.ok(await t.app.deps.files.exists(key));

    // A saved search that names her.
    const saved = await injectAs(t, zelda.user, {
      method: 'POST',
      url: SAVED_SEARCHES_PATH,
      payload: { name: 'Zeldaqx Erasablevk jobs', query: 'search=python', frequency: 'daily' },
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(saved.statusCode, 201);

    // The wrong password changes nothing.
    const wrong = await deleteAccount(zelda.user, { password: 'not her password' });
    assert.equal(wrong.statusCode, 422);
    assert.equal(wrong.json().message, PRIVACY_MESSAGES.wrongPassword);
    assert.ok((await boardNids(acme)).includes(zelda.nid));

    // Globex asks: its mail to her is queued, not delivered, when she deletes her account.
    assert.equal((await requestAccess(t, globex, zelda)).statusCode, 200);

    const erased = await deleteAccount(zelda.user, { password: zelda.user.pass });
    assert.equal(erased.statusCode, 200);
    assert.equal(erased.json().message, PRIVACY_MESSAGES.deleted);

    // The confirmation is the last mail she gets; Globex's request never went out.
    const last = await t.latestMail(zelda.user.mail);
    assert.equal(last?.subject, 'Your Matchboard account has been deleted');
    const outbox = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(QUEUE_SCHEMA)}.job
        WHERE data->>'to' = ${zelda.user.mail} AND state IN ('created', 'retry')`,
    );
    assert.equal(Number(outbox[0]?.n), 0);

    // Nothing in the database names her, but the confirmation mail just delivered (the queue
    // deletes delivered mail within a minute).
    const naming = await rowsNaming(
      [zelda.user.mail, zelda.email, 'Zeldaqx', 'Erasablevk', zelda.user.uuid, zelda.uuid, ...keys],
      (row) => row.includes('Your Matchboard account has been deleted'),
    );
    assert.deepEqual(naming, []);
    for (const key of keys) assert.equal(await t.app.deps.files.exists(key), false);

    // Employers: off the board and out of the search at once; Mira stays.
    assert.deepEqual(await boardNids(acme), [mira.nid]);
    const search = await getAs(
      t,
      acme.owner,
      `/api/candidates/export?_format=json&page=0&org_id=${acme.nid}`,
    );
    assert.ok(!(search.body as CandidateRow[]).some((row) => row.node_id === String(zelda.nid)));
    // Her session is over.
    assert.equal(
      (await injectAs(t, zelda.user, { method: 'GET', url: ACCOUNT_DELETION_PATH })).statusCode,
      401,
    );
  });

  it('says first which organizations go to another admin and which are deleted, then does that', async () => {
    const owner = await registerAndConfirm(t, 'employer');
    const heir = await registerAndConfirm(t, 'employer');
    const solo = await createOrganization(t, owner, { attributes: { title: 'Solo Erasure' } });
    const shared = await createOrganization(t, owner, { attributes: { title: 'Shared Erasure' } });
    await addAdmin(t, shared.nid, heir);
    await t.database.db.execute(sql`UPDATE organization_members SET first_name = 'Hana',
      last_name = 'Heir' WHERE organization_nid = ${shared.nid} AND user_id =
      (SELECT id FROM users WHERE mail = ${heir.mail})`);

    const preview = await getAs(t, owner, ACCOUNT_DELETION_PATH);
    assert.equal(preview.status, 200);
    assert.deepEqual(preview.body, {
      organizations: [
        { title: 'Shared Erasure', outcome: 'transferred', to: 'Hana Heir' },
        { title: 'Solo Erasure', outcome: 'deleted', to: null },
      ],
    });

    assert.equal((await deleteAccount(owner, { password: owner.pass })).statusCode, 200);
    const orgs = await queryRows<{ nid: number }>(
      t.database.db,
      sql`SELECT nid FROM organizations WHERE nid IN (${solo.nid}, ${shared.nid})`,
    );
    assert.deepEqual(
      orgs.map((row) => Number(row.nid)),
      [shared.nid],
    );
    const owners = await queryRows<{ mail: string; logo_owner: string }>(
      t.database.db,
      sql`SELECT u.mail, lu.mail AS logo_owner FROM organization_members m
        JOIN users u ON u.id = m.user_id
        JOIN organizations o ON o.nid = m.organization_nid
        JOIN files f ON f.fid = o.logo_fid JOIN users lu ON lu.id = f.uid
        WHERE m.organization_nid = ${shared.nid} AND m.owner`,
    );
    assert.deepEqual(owners, [{ mail: heir.mail, logo_owner: heir.mail }]);
    const mail = await t.latestMail(owner.mail);
    assert.match(mail?.text ?? '', /“Shared Erasure” now belongs to Hana Heir/);
    assert.match(mail?.text ?? '', /“Solo Erasure” was deleted/);
  });

  it('refuses bad input and anonymous callers, changing nothing', async () => {
    const user = await registerAndConfirm(t, 'candidate');
    for (const payload of [{}, { password: '' }, { password: 5 }, { password: 'x', extra: 1 }]) {
      const response = await deleteAccount(user, payload);
      assert.ok([400, 422].includes(response.statusCode), JSON.stringify(payload));
      assert.equal(typeof response.json().message, 'string');
    }
    assert.equal((await deleteAccount(null, { password: 'x' })).statusCode, 401);
    assert.equal((await getAs(t, user, ACCOUNT_DELETION_PATH)).status, 200);
  });

  it('erases once when she asks five times at once: one mail, and nothing of her left', async () => {
    const user = await registerAndConfirm(t, 'candidate');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deleteAccount(user, { password: user.pass })),
    );
    // Each answer says it is done, or (a request that arrived after the erasure) that her
    // session is no longer valid.
    for (const answer of answers) {
      assert.ok([200, 401].includes(answer.statusCode), answer.body);
      if (answer.statusCode === 200) assert.equal(answer.json().message, PRIVACY_MESSAGES.deleted);
    }
    assert.ok(answers.some((answer) => answer.statusCode === 200));
    await t.app.deps.mailer.deliverDue();
    const deleted = readOutbox(t.outbox).filter(
      (mail) =>
        mail.to.toLowerCase() === user.mail.toLowerCase() &&
        mail.subject === 'Your Matchboard account has been deleted',
    );
    assert.equal(deleted.length, 1);
    // Only the one mail names her, until the queue's retention drops it.
    assert.deepEqual(
      await rowsNaming([user.mail], (row) =>
        row.includes('Your Matchboard account has been deleted'),
      ),
      [],
    );
  });
});
