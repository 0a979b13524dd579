import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  CANDIDATE_MESSAGES,
  EMPTY_CANDIDATE_FILTERS,
  candidateBoardPath,
  disassociatePath,
  inviteQuotaLeftPath,
  requestAccessPath,
  type CandidateRow,
} from '@contract/candidates';
import { refreshCandidateSearch } from '../../src/db/searchIndex';
import { candidateSearchQuery } from '../../src/candidates/searchRepository';
import { listSearchOf } from '../../src/search/listSearch';

const NO_SEARCH = listSearchOf(EMPTY_CANDIDATE_FILTERS);
import type { SearchViewer } from '../../src/candidates/viewer';
import { queryRows } from '../../src/db/connect';
import { injectAs, type TestApp, type TestUser } from '../helpers';
import { testFile } from '../support/fixture';
import { term } from '../profiles/profileFixtures';
import {
  createCandidate,
  createEmployerOrganization,
  getAs,
  introductionLinks,
  requestAccess,
  type TestCandidate,
} from './fixtures';

let t: TestApp;
let full: { owner: TestUser; nid: number; uuid: string };
let demo: { owner: TestUser; nid: number; uuid: string };
let outsider: TestUser;
let open: TestCandidate; // opted in, name visible
let hidden: TestCandidate; // email confirmation, initials only
let quiet: TestCandidate; // email confirmation, name visible

const exportUrl = (org: number, filters = '') =>
  `/api/candidates/export?_format=json&page=0&org_id=${org}${filters}`;
const demoUrl = (org: number, filters = '') =>
  `/api/candidates/demo_export?_format=json&page=0&org_id=${org}${filters}`;
const rowOf = (rows: CandidateRow[], candidate: TestCandidate) =>
  rows.find((row) => row.node_id === String(candidate.nid));

const process = (query: string, user: TestUser | null = null) =>
  injectAs(t, user, { method: 'POST', url: `/api/candidate_access_process${query}` });

const given = testFile({ outsider: 'employer' }, async () => {
  ({ t, outsider } = given);
  [full, demo] = await Promise.all([
    createEmployerOrganization(t, true),
    createEmployerOrganization(t, false),
  ]);
  open = await createCandidate(t, {
    first: 'Opal',
    last: 'Openshaw',
    open: '1',
    visible: '1',
    picture: true,
    cv: true,
    skills: ['Python', 'SQL'],
  });
  hidden = await createCandidate(t, {
    first: 'Hedy',
    last: 'Hiddenfield',
    open: '0',
    visible: '0',
    picture: true,
    cv: true,
    role: 'Security Researcher',
    skills: ['Rust'],
    city: 'Munich',
  });
  quiet = await createCandidate(t, {
    first: 'Quinn',
    last: 'Quietley',
    open: '0',
    visible: '1',
    cv: true,
    skills: ['Python'],
    experience: '1-3',
  });
});

describe('candidate export: who may search', () => {
  /** The account id of a test user, as the search's viewer names her. */
  const uid = async (user: TestUser) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM users WHERE uuid = ${user.uuid}`,
      )
    )[0].id;

  it('answers members of an organization with access, newest first, with total_rows', async () => {
    const { status, body } = await getAs(t, full.owner, exportUrl(full.nid));
    assert.equal(status, 200);
    const rows = body as CandidateRow[];
    assert.deepEqual(
      rows.slice(0, 3).map((row) => row.node_id),
      [quiet, hidden, open].map((c) => String(c.nid)),
    );
    assert.equal(rows[0].total_rows, String(rows.length));
    assert.equal(rows[0].connection_status, 'new');
  });

  it('refuses the full export to organizations without access, with the upgrade prompt', async () => {
    const { status, body } = await getAs(t, demo.owner, exportUrl(demo.nid));
    assert.equal(status, 403);
    assert.equal(body.message, CANDIDATE_MESSAGES.upgrade);
  });

  it('refuses anonymous callers, candidates and employers of other organizations', async () => {
    assert.equal((await getAs(t, null, exportUrl(full.nid))).status, 401);
    assert.equal((await getAs(t, open.user, exportUrl(full.nid))).status, 403);
    assert.equal((await getAs(t, outsider, exportUrl(full.nid))).status, 403);
    assert.equal((await getAs(t, outsider, demoUrl(full.nid))).status, 403);
    assert.equal((await getAs(t, full.owner, exportUrl(987654))).status, 404);
  });

  it('says why it refuses a caller before it judges their filters', async () => {
    const outside = await getAs(t, outsider, exportUrl(full.nid, '&skills=abc'));
    assert.equal(outside.status, 403);
    assert.equal(outside.body.message, 'You are not a member of this organization.');
    const missing = await getAs(t, full.owner, demoUrl(987654, '&created=2'));
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'The requested organization does not exist.');
    const noAccess = await getAs(t, demo.owner, exportUrl(demo.nid, '&skills=abc'));
    assert.equal(noAccess.status, 403);
    assert.equal(noAccess.body.message, CANDIDATE_MESSAGES.upgrade);
  });

  it('reads no profile for a caller who may not search', async () => {
    const now = t.clock.now();
    const refused = [
      { organizationNid: full.nid, userId: await uid(outsider), demo: false },
      { organizationNid: full.nid, userId: await uid(outsider), demo: true },
      { organizationNid: demo.nid, userId: await uid(demo.owner), demo: false },
      { organizationNid: 987654, userId: await uid(full.owner), demo: true },
    ];
    const allowed = { organizationNid: full.nid, userId: await uid(full.owner), demo: false };
    const profileScans = async (viewer: SearchViewer) => {
      const plan = await queryRows<Record<string, string>>(
        t.database.db,
        sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${candidateSearchQuery(EMPTY_CANDIDATE_FILTERS, NO_SEARCH, viewer, 0, now)}`,
      );
      return plan
        .map((row) => Object.values(row)[0])
        .filter((line) => / on candidate_profiles /.test(line));
    };
    for (const viewer of refused) {
      const scans = await profileScans(viewer);
      assert.ok(scans.length > 0, JSON.stringify(viewer));
      for (const scan of scans) assert.match(scan, /never executed/, JSON.stringify(viewer));
    }
    // The same statement for a member with access does read them.
    assert.ok((await profileScans(allowed)).some((scan) => !/never executed/.test(scan)));
  });

  it('finds the accounts it leaves out through their own index, not by reading every account', async () => {
    const viewer = { organizationNid: full.nid, userId: await uid(full.owner), demo: false };
    // The test's tables are small enough to read whole; without sequential scans, PostgreSQL
    // shows which index it can use for the blocked and unconfirmed accounts.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<Record<string, string>>(
        tx,
        sql`EXPLAIN (COSTS OFF) ${candidateSearchQuery(EMPTY_CANDIDATE_FILTERS, NO_SEARCH, viewer, 0, t.clock.now())}`,
      );
    });
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    assert.match(text, /users_hidden_from_search/);
    assert.doesNotMatch(text, /users_pkey|Seq Scan on users /);
  });

  it('answers bad parameters with a 400 that says why', async () => {
    const cases = [
      ['', 'org_id'],
      [`&org_id=${full.nid}&unknown=1`, 'unknown'],
      [`&org_id=${full.nid}&skills=abc`, 'skills'],
      [`&org_id=${full.nid}&created=2`, 'created'],
      [`&org_id=${full.nid}&connection_status_connected=${demo.nid}`, 'org_id'],
      [`&org_id=${full.nid}&page=-1`, 'page'],
      [`&org_id=${full.nid}&field_curriculum_vitae_op=empty`, 'field_curriculum_vitae_op'],
    ];
    for (const [query, word] of cases) {
      const { status, body } = await getAs(
        t,
        full.owner,
        `/api/candidates/export?_format=json${query}`,
      );
      assert.equal(status, 400, query);
      assert.match(body.message, new RegExp(word), query);
    }
  });
});

describe('candidate export: privacy', () => {
  it('shows initials, no contact data and no picture for an initials-only candidate', async () => {
    const rows = (await getAs(t, full.owner, exportUrl(full.nid))).body as CandidateRow[];
    const row = rowOf(rows, hidden);
    assert.ok(row);
    assert.equal(row.field_first_name, 'H');
    assert.equal(row.field_last_name, 'H');
    assert.equal(row.field_initials_only, '1');
    assert.equal(row.field_contact_email, '');
    assert.equal(row.field_phone_number, '');
    assert.equal(row.field_profile_picture, '');
    assert.equal(row.field_current_role, 'Security Researcher');
    const raw = JSON.stringify(rows);
    assert.ok(!raw.includes('Hedy') && !raw.includes('Hiddenfield') && !raw.includes(hidden.email));
  });

  it('shows an opted-in candidate with name, contact data and picture', async () => {
    const rows = (await getAs(t, full.owner, exportUrl(full.nid))).body as CandidateRow[];
    const row = rowOf(rows, open);
    assert.ok(row);
    assert.equal(`${row.field_first_name} ${row.field_last_name}`, 'Opal Openshaw');
    assert.equal(row.field_contact_email, open.email);
    assert.match(row.field_profile_picture, /^\/system\/files\/.+sig=/);
    assert.equal(row.field_technical_skills_name, 'Python;SQL');
  });

  it('shows a visible name but no contact data before an email confirmation', async () => {
    const rows = (await getAs(t, full.owner, exportUrl(full.nid))).body as CandidateRow[];
    const row = rowOf(rows, quiet);
    assert.equal(row?.field_first_name, 'Quinn');
    assert.equal(row?.field_contact_email, '');
    assert.equal(row?.field_phone_number, '');
  });

  it('never matches a hidden name, and the count shows no difference', async () => {
    const byName = await getAs(t, full.owner, exportUrl(full.nid, '&search=Hiddenfield'));
    assert.deepEqual(byName.body, []);
    const byUnknown = await getAs(t, full.owner, exportUrl(full.nid, '&search=Zzyzxqv'));
    assert.deepEqual(byUnknown.body, []);
    const byRole = (await getAs(t, full.owner, exportUrl(full.nid, '&search=Security')))
      .body as CandidateRow[];
    assert.deepEqual(
      byRole.map((row) => row.node_id),
      [String(hidden.nid)],
    );
    const visible = (await getAs(t, full.owner, exportUrl(full.nid, '&search=quietley')))
      .body as CandidateRow[];
    assert.deepEqual(
      visible.map((row) => row.node_id),
      [String(quiet.nid)],
    );
  });

  it('counts only CVs the organization may open in the CV filter', async () => {
    const rows = (
      await getAs(t, full.owner, exportUrl(full.nid, '&field_curriculum_vitae_op=not+empty'))
    ).body as CandidateRow[];
    const ids = rows.map((row) => row.node_id);
    assert.ok(ids.includes(String(open.nid)));
    assert.ok(!ids.includes(String(hidden.nid)));
    assert.ok(!ids.includes(String(quiet.nid)));
  });

  it('keeps the CV and opt-in search terms with the profile, and drops the CV term with the CV', async () => {
    const cora = await createCandidate(t, {
      first: 'Cora',
      last: 'Cvholder',
      open: '1',
      visible: '1',
      cv: true,
    });
    const facetsOf = async () =>
      (
        await queryRows<{ facets: string[] }>(
          t.database.db,
          sql`SELECT facets FROM candidate_profiles WHERE nid = ${cora.nid}`,
        )
      )[0].facets;
    const found = async (filters: string) =>
      ((await getAs(t, full.owner, exportUrl(full.nid, filters))).body as CandidateRow[]).some(
        (row) => row.node_id === String(cora.nid),
      );
    assert.ok((await facetsOf()).includes('cv:1'));
    assert.ok((await facetsOf()).includes('open:1'));
    assert.ok(await found('&field_curriculum_vitae_op=not+empty'));
    assert.ok(await found('&field_third_party_communications=1'));

    const [cv] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`SELECT f.uuid FROM files f JOIN candidate_profiles p ON p.cv_fid = f.fid
          WHERE p.nid = ${cora.nid}`,
    );
    const deleted = await injectAs(t, cora.user, {
      method: 'DELETE',
      url: `/api/file/file/${cv.uuid}`,
    });
    assert.equal(deleted.statusCode, 204);
    assert.equal((await facetsOf()).includes('cv:1'), false);
    assert.ok((await facetsOf()).includes('open:1'));
    assert.equal(await found('&field_curriculum_vitae_op=not+empty'), false);
    assert.ok(await found('&field_third_party_communications=1'));
  });

  it('filters on skills (any and all), experience, location and open profiles', async () => {
    const ids = async (filters: string) =>
      ((await getAs(t, full.owner, exportUrl(full.nid, filters))).body as CandidateRow[])
        .map((row) => Number(row.node_id))
        .filter((nid) => [open.nid, hidden.nid, quiet.nid].includes(nid));
    const tid = async (name: string) => {
      const rows = await t.database.db.execute(
        sql`SELECT tid FROM taxonomy_terms WHERE vocabulary = 'technical_skills' AND name = ${name}`,
      );
      return Number((rows as unknown as { rows: { tid: number }[] }).rows[0].tid);
    };
    const [python, sqlSkill, rust] = await Promise.all([tid('Python'), tid('SQL'), tid('Rust')]);
    assert.deepEqual(await ids(`&skills=${python}+${rust}`), [quiet.nid, hidden.nid, open.nid]);
    assert.deepEqual(await ids(`&skills=${python},${sqlSkill}`), [open.nid]);
    assert.deepEqual(await ids('&experience=1-3'), [quiet.nid]);
    assert.deepEqual(await ids('&location=Munich'), [hidden.nid]);
    assert.deepEqual(await ids('&field_third_party_communications=1'), [open.nid]);
  });

  it('filters on what the profile says now: country, skills and experience follow an edit', async () => {
    const ids = async (filters: string) =>
      ((await getAs(t, full.owner, exportUrl(full.nid, filters))).body as CandidateRow[])
        .map((row) => Number(row.node_id))
        .filter((nid) => [open.nid, hidden.nid, quiet.nid].includes(nid));
    const tidOf = async (vocabulary: string, name: string) => {
      const rows = await t.database.db.execute(
        sql`SELECT tid FROM taxonomy_terms WHERE vocabulary = ${vocabulary} AND name = ${name}`,
      );
      return Number((rows as unknown as { rows: { tid: number }[] }).rows[0].tid);
    };
    const [germany, france, go] = await Promise.all([
      tidOf('country', 'Germany'),
      tidOf('country', 'France'),
      tidOf('technical_skills', 'Go'),
    ]);
    assert.deepEqual(await ids(`&country=${germany}`), [quiet.nid, hidden.nid, open.nid]);
    assert.deepEqual(await ids(`&country=${france}`), []);

    const edit = await injectAs(t, quiet.user, {
      method: 'PATCH',
      url: `/api/node/candidate_profile/${quiet.uuid}`,
      payload: {
        data: {
          type: 'node--candidate_profile',
          id: quiet.uuid,
          attributes: {
            field_professional_experience: '3-5',
            field_technical_skills_exp: ['expert'],
          },
          relationships: {
            field_candidate_country: { data: term('country', 'France') },
            field_technical_skills: { data: [term('technical_skills', 'Go')] },
          },
        },
      },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.deepEqual(await ids(`&country=${germany}+${france}`), [quiet.nid, hidden.nid, open.nid]);
    assert.deepEqual(await ids(`&country=${france}`), [quiet.nid]);
    assert.deepEqual(await ids(`&country=${germany}`), [hidden.nid, open.nid]);
    assert.deepEqual(await ids(`&skills=${go}`), [quiet.nid]);
    assert.deepEqual(await ids('&experience=1-3'), []);
    assert.deepEqual(await ids('&experience=3-5'), [quiet.nid]);
  });

  it('filters on the source the candidate came from', async () => {
    const source = await t.database.db.execute(
      sql`SELECT tid FROM taxonomy_terms WHERE vocabulary = 'candidate_source' ORDER BY tid LIMIT 1`,
    );
    const tid = Number((source as unknown as { rows: { tid: number }[] }).rows[0].tid);
    await t.database.db.execute(
      sql`UPDATE candidate_profiles SET source_tid = ${tid} WHERE nid = ${hidden.nid}`,
    );
    await refreshCandidateSearch(t.database.db, hidden.nid);
    const rows = (await getAs(t, full.owner, exportUrl(full.nid, `&source=${tid}`)))
      .body as CandidateRow[];
    assert.deepEqual(
      rows.map((row) => row.node_id),
      [String(hidden.nid)],
    );
    assert.equal(rows[0].total_rows, '1');
  });

  it('leaves blocked accounts out of the rows and the count', async () => {
    const before = (await getAs(t, full.owner, exportUrl(full.nid))).body as CandidateRow[];
    await t.database.db.execute(
      sql`UPDATE users SET status = false WHERE uuid = ${open.user.uuid}`,
    );
    try {
      const after = (await getAs(t, full.owner, exportUrl(full.nid))).body as CandidateRow[];
      assert.ok(!after.some((row) => row.node_id === String(open.nid)));
      assert.equal(Number(after[0].total_rows), Number(before[0].total_rows) - 1);
    } finally {
      await t.database.db.execute(
        sql`UPDATE users SET status = true WHERE uuid = ${open.user.uuid}`,
      );
    }
  });

  it('pages through the matches newest first, 50 a page, with the same count on every page', async () => {
    const extra = 51;
    // Older candidates than the three above, each with an account of their own.
    await t.database.db.execute(sql`
      WITH accounts AS (
        INSERT INTO users (uuid, name, mail, pass_hash, roles, created, changed)
        SELECT gen_random_uuid(), 'paging' || n, 'paging' || n || '@candidates.test', '-',
          '{candidate}', now(), now()
        FROM generate_series(1, ${extra}) n
        RETURNING id, name
      )
      INSERT INTO candidate_profiles (uuid, uid, title, first_name, last_name, created, changed,
        name_visible_to_companies, third_party_communications)
      SELECT gen_random_uuid(), a.id, 'Paging', 'Paging', a.name,
        now() - make_interval(days => 400 + substring(a.name FROM 7)::int), now(), '1', '0'
      FROM accounts a`);
    try {
      const page = async (n: number) =>
        (await getAs(t, full.owner, exportUrl(full.nid).replace('page=0', `page=${n}`)))
          .body as CandidateRow[];
      const [first, second] = await Promise.all([page(0), page(1)]);
      const total = Number(first[0].total_rows);
      assert.ok(total >= 3 + extra);
      assert.equal(first.length, 50);
      assert.equal(second.length, total - 50);
      assert.equal(second[0].total_rows, first[0].total_rows);
      const created = [...first, ...second].map((row) => Number(row.created));
      assert.deepEqual(
        created,
        [...created].sort((a, b) => b - a),
      );
      assert.equal(new Set([...first, ...second].map((row) => row.node_id)).size, total);
    } finally {
      await t.database.db.execute(sql`DELETE FROM users WHERE mail LIKE 'paging%@candidates.test'`);
    }
  });

  it('gives the demo export no names, contact data or real pictures', async () => {
    for (const org of [demo, full]) {
      const { status, body } = await getAs(t, org.owner, demoUrl(org.nid));
      assert.equal(status, 200);
      const rows = body as CandidateRow[];
      const raw = JSON.stringify(rows);
      for (const candidate of [open, hidden, quiet]) {
        assert.ok(!raw.includes(candidate.first) && !raw.includes(candidate.last));
        assert.ok(!raw.includes(candidate.email) && !raw.includes(candidate.phone));
      }
      assert.ok(!raw.includes('/system/files/'));
      assert.match(rowOf(rows, open)?.field_profile_picture ?? '', /^data:image\/svg\+xml;base64,/);
    }
  });
});

describe('candidate profile for employers', () => {
  const include =
    'field_candidate_country,field_curriculum_vitae,field_profile_picture,field_personal_skills,field_technical_skills';
  const profileUrl = (candidate: TestCandidate, org: number) =>
    `/api/node/candidate_profile/${candidate.uuid}?org_id=${org}&include=${include}`;

  it('hides the name, contact data, links, CV and picture of an initials-only candidate', async () => {
    const { status, body, raw } = await getAs(t, full.owner, profileUrl(hidden, full.nid));
    assert.equal(status, 200);
    assert.equal(body.data.attributes.field_first_name, 'H');
    assert.equal(body.data.attributes.title, 'H. H.');
    assert.equal(body.data.attributes.field_contact_email, null);
    assert.equal(body.data.attributes.field_linkedin_profile, null);
    assert.equal(body.data.relationships.field_curriculum_vitae.data, null);
    assert.equal(body.data.relationships.field_profile_picture.data, null);
    assert.equal(body.data.relationships.uid, undefined);
    assert.ok(!body.included.some((r: { type: string }) => r.type === 'file--file'));
    assert.ok(!raw.includes('Hiddenfield') && !raw.includes(hidden.email));
  });

  it('shows everything of an opted-in candidate', async () => {
    const { body } = await getAs(t, full.owner, profileUrl(open, full.nid));
    assert.equal(body.data.attributes.field_contact_email, open.email);
    assert.equal(body.included.filter((r: { type: string }) => r.type === 'file--file').length, 2);
  });

  it('refuses demo organizations, outsiders, and uid includes', async () => {
    assert.equal((await getAs(t, demo.owner, profileUrl(open, demo.nid))).status, 403);
    assert.equal((await getAs(t, outsider, profileUrl(open, full.nid))).status, 403);
    const uid = await getAs(
      t,
      full.owner,
      `/api/node/candidate_profile/${open.uuid}?org_id=${full.nid}&include=uid`,
    );
    assert.equal(uid.status, 400);
    const other = await getAs(t, full.owner, `/api/node/candidate_profile/${open.uuid}`);
    assert.equal(other.status, 403);
  });

  it('serves the demo profile without anything identifying', async () => {
    const { status, body, raw } = await getAs(
      t,
      demo.owner,
      `/api/candidates/demo_export/${open.uuid}?org_id=${demo.nid}`,
    );
    assert.equal(status, 200);
    assert.equal(body.data.attributes.field_first_name, 'O');
    assert.equal(body.data.attributes.field_short_bio, null);
    assert.match(body.data.attributes.field_blurred_picture, /^data:image\/svg/);
    assert.ok(!raw.includes('Openshaw') && !raw.includes(open.email) && !raw.includes('/system/'));
  });
});

describe('introductions', () => {
  it('connects an opted-in candidate at once', async () => {
    const response = await requestAccess(t, full, open);
    assert.equal(response.statusCode, 200);
    assert.match(response.json().message, /gained/);
    const again = await requestAccess(t, full, open);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, CANDIDATE_MESSAGES.alreadyConnected);
  });

  it('mails the others; the link works once, only for that account', async () => {
    const response = await requestAccess(t, full, hidden);
    assert.equal(response.statusCode, 200);
    assert.match(response.json().message, /received an email/);
    const links = await introductionLinks(t, hidden.user.mail);
    assert.match(links.text, /Full Access Org/);
    const requested = (
      await getAs(t, full.owner, exportUrl(full.nid, `&connection_status_requested=${full.nid}`))
    ).body as CandidateRow[];
    assert.deepEqual(
      requested.map((row) => row.node_id),
      [String(hidden.nid)],
    );
    const foreign = await process(links.accept, quiet.user);
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().message, CANDIDATE_MESSAGES.linkOtherAccount);
    const accepted = await process(links.accept, hidden.user);
    assert.equal(accepted.statusCode, 200);
    assert.match(accepted.json().message, /Full Access Org/);
    const reused = await process(links.decline);
    assert.equal(reused.statusCode, 409);
    assert.equal(reused.json().message, CANDIDATE_MESSAGES.linkUsed);
    // Connected now: the full name and the contact data are there.
    const rows = (
      await getAs(t, full.owner, exportUrl(full.nid, `&connection_status_connected=${full.nid}`))
    ).body as CandidateRow[];
    const row = rowOf(rows, hidden);
    assert.equal(row?.field_last_name, 'Hiddenfield');
    assert.equal(row?.field_contact_email, hidden.email);
    assert.equal(row?.connection_status, 'connected');
  });

  it('shows who asks through the link without answering it, however often it is opened', async () => {
    const asked = await createCandidate(t, {
      first: 'Paula',
      last: 'Preview',
      open: '0',
      visible: '1',
      skills: ['Go'],
    });
    assert.equal((await requestAccess(t, full, asked)).statusCode, 200);
    const links = await introductionLinks(t, asked.user.mail);
    const preview = (query: string, user: TestUser | null = null) =>
      injectAs(t, user, { method: 'GET', url: `/api/candidate_access_process${query}` });
    for (let i = 0; i < 3; i++) {
      const seen = await preview(links.accept);
      assert.equal(seen.statusCode, 200);
      assert.equal(seen.json().organization, 'Full Access Org');
      assert.equal(seen.json().state, 'open');
      assert.equal(seen.headers['cache-control'], 'no-store');
    }
    // Nothing was answered: the employer still waits, and the link still works once.
    const requested = (
      await getAs(t, full.owner, exportUrl(full.nid, `&connection_status_requested=${full.nid}`))
    ).body as CandidateRow[];
    assert.equal(rowOf(requested, asked)?.connection_status, 'requested');
    assert.equal((await preview(links.accept, hidden.user)).statusCode, 403);
    assert.equal((await preview(`?token=${'a'.repeat(43)}`)).statusCode, 404);
    assert.equal((await process(links.decline, asked.user)).statusCode, 200);
    assert.equal((await preview(links.decline)).json().state, 'used');
  });

  it('refuses unknown, malformed and expired links', async () => {
    assert.equal((await process(`?token=${'a'.repeat(43)}&action=accept`)).statusCode, 404);
    assert.equal((await process('?token=short&action=accept')).statusCode, 404);
    assert.equal((await process(`?token=${'a'.repeat(43)}&action=maybe`)).statusCode, 400);
    assert.equal((await requestAccess(t, full, quiet)).statusCode, 200);
    const links = await introductionLinks(t, quiet.user.mail);
    // Fifteen days later (moved in the database: the clock would expire the test's tokens too).
    await t.database.db.execute(
      sql`UPDATE candidate_access_links SET expires_at = now() - interval '1 day'
        WHERE candidate_nid = ${quiet.nid} AND used_at IS NULL`,
    );
    const expired = await process(links.decline);
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().message, CANDIDATE_MESSAGES.linkExpired);
    const status = (
      await getAs(t, full.owner, exportUrl(full.nid, `&connection_status_requested=${full.nid}`))
    ).body as CandidateRow[];
    assert.equal(rowOf(status, quiet)?.connection_status, 'requested');
  });

  it('refuses demo organizations, outsiders, bodies and unknown candidates', async () => {
    const fromDemo = await requestAccess(t, demo, quiet);
    assert.equal(fromDemo.statusCode, 403);
    assert.equal(fromDemo.json().message, CANDIDATE_MESSAGES.upgrade);
    const outside = await injectAs(t, outsider, {
      method: 'POST',
      url: requestAccessPath(full.nid, quiet.nid),
      payload: [],
    });
    assert.equal(outside.statusCode, 403);
    const withBody = await injectAs(t, full.owner, {
      method: 'POST',
      url: requestAccessPath(full.nid, quiet.nid),
      payload: { anything: 1 },
    });
    assert.equal(withBody.statusCode, 400);
    const unknown = await injectAs(t, full.owner, {
      method: 'POST',
      url: requestAccessPath(full.nid, 99999999),
      payload: [],
    });
    assert.equal(unknown.statusCode, 404);
  });

  it('holds the weekly quota under concurrent requests', async () => {
    const org = await createEmployerOrganization(t, true, 'Quota Org');
    await t.database.db.execute(
      sql`UPDATE organizations SET invite_quota_per_week = 2 WHERE nid = ${org.nid}`,
    );
    const answers = await Promise.all([open, hidden, quiet].map((c) => requestAccess(t, org, c)));
    const statuses = answers.map((a) => a.statusCode).sort();
    assert.deepEqual(statuses, [200, 200, 429]);
    const refused = answers.find((a) => a.statusCode === 429);
    assert.equal(refused?.json().message, CANDIDATE_MESSAGES.quotaExceeded(2));
    const quota = await getAs(t, org.owner, inviteQuotaLeftPath(org.nid));
    assert.deepEqual(quota.body, { invite_quota_allowed: 2, invite_quota_used: 2 });
    assert.equal((await getAs(t, outsider, inviteQuotaLeftPath(org.nid))).status, 403);
    // Eight days later, the requests leave the rolling week.
    await t.database.db.execute(
      sql`UPDATE candidate_introductions SET created = created - interval '8 days'
        WHERE organization_nid = ${org.nid}`,
    );
    const later = await getAs(t, org.owner, inviteQuotaLeftPath(org.nid));
    assert.equal(later.body.invite_quota_used, 0);
  });
});

describe('candidate board', () => {
  const patch = (user: TestUser | null, org: number, board: unknown) =>
    injectAs(t, user, {
      method: 'PATCH',
      url: candidateBoardPath(org),
      payload: JSON.stringify(JSON.stringify(board)),
      headers: { 'content-type': 'application/json' },
    });

  it('starts with the default columns, connected candidates in accepted', async () => {
    const { status, body } = await getAs(t, full.owner, candidateBoardPath(full.nid));
    assert.equal(status, 200);
    assert.deepEqual(body.columnsOrder, ['requested', 'accepted', 'rejected', 'archived']);
    assert.deepEqual(body.hiddenColumns, ['rejected', 'archived']);
    assert.equal(body.columns.rejected.title, 'Declined by candidate');
    const accepted = body.columns.accepted.candidates.map((c: CandidateRow) => c.node_id);
    assert.deepEqual(accepted.sort(), [String(open.nid), String(hidden.nid)].sort());
    assert.equal(
      body.columns.requested.candidates.some((c: CandidateRow) => c.node_id === String(quiet.nid)),
      true,
    );
  });

  it('saves a well-formed board and refuses anything else', async () => {
    const board = {
      columns: {
        requested: { id: 'requested', title: 'Requested', candidates: [quiet.nid] },
        accepted: { id: 'accepted', title: 'Accepted', candidates: [hidden.nid] },
        rejected: { id: 'rejected', title: 'Declined by candidate', candidates: [] },
        archived: { id: 'archived', title: 'Archived', candidates: [] },
        TO_CALL: { id: 'TO_CALL', title: 'TO CALL', candidates: [open.nid] },
      },
      columnsOrder: ['requested', 'accepted', 'TO_CALL', 'rejected', 'archived'],
      hiddenColumns: ['archived'],
    };
    const saved = await patch(full.owner, full.nid, board);
    assert.equal(saved.statusCode, 200, saved.body);
    const read = await getAs(t, full.owner, candidateBoardPath(full.nid));
    assert.deepEqual(read.body.columnsOrder, board.columnsOrder);
    assert.deepEqual(
      read.body.columns.TO_CALL.candidates.map((c: CandidateRow) => c.node_id),
      [String(open.nid)],
    );
    const bad = [
      { ...board, extra: 1 },
      { ...board, columnsOrder: ['accepted'] },
      {
        ...board,
        columns: {
          ...board.columns,
          accepted: { ...board.columns.accepted, candidates: [quiet.nid] },
        },
      },
      {
        ...board,
        columns: { ...board.columns, TO_CALL: { ...board.columns.TO_CALL, candidates: [123456] } },
      },
      { ...board, columns: { ...board.columns, archived: undefined } },
    ];
    for (const body of bad) {
      const response = await patch(full.owner, full.nid, body);
      assert.equal(response.statusCode, 422, JSON.stringify(body).slice(0, 80));
    }
    assert.equal((await patch(full.owner, full.nid, 'not json')).statusCode, 422);
    const after = await getAs(t, full.owner, candidateBoardPath(full.nid));
    assert.deepEqual(after.body.columnsOrder, board.columnsOrder);
    // Ids as the search rows hand them out (text) are the same ids; other text is not.
    const asText = {
      ...board,
      columns: {
        ...board.columns,
        TO_CALL: { ...board.columns.TO_CALL, candidates: [String(open.nid)] },
      },
    };
    assert.equal((await patch(full.owner, full.nid, asText)).statusCode, 200);
    const textRead = await getAs(t, full.owner, candidateBoardPath(full.nid));
    assert.deepEqual(
      textRead.body.columns.TO_CALL.candidates.map((c: CandidateRow) => c.node_id),
      [String(open.nid)],
    );
    for (const id of ['0', '07', 'x1', '1e3', ' 5']) {
      const wrong = {
        ...board,
        columns: { ...board.columns, TO_CALL: { ...board.columns.TO_CALL, candidates: [id] } },
      };
      assert.equal((await patch(full.owner, full.nid, wrong)).statusCode, 422, id);
    }
  });

  it('is only for members of organizations with access', async () => {
    assert.equal((await getAs(t, demo.owner, candidateBoardPath(demo.nid))).status, 403);
    assert.equal((await getAs(t, outsider, candidateBoardPath(full.nid))).status, 403);
    assert.equal((await getAs(t, null, candidateBoardPath(full.nid))).status, 401);
    const wrongTable = await getAs(
      t,
      full.owner,
      `/api/organization/${full.nid}/candidate_table/dashboard_table_${demo.nid}`,
    );
    assert.equal(wrongTable.status, 404);
  });

  it('disassociates a candidate from the organization', async () => {
    const response = await injectAs(t, full.owner, {
      method: 'PATCH',
      url: disassociatePath(full.nid, open.nid),
    });
    assert.equal(response.statusCode, 200);
    const board = await getAs(t, full.owner, candidateBoardPath(full.nid));
    assert.deepEqual(board.body.columns.TO_CALL.candidates, []);
    const again = await injectAs(t, full.owner, {
      method: 'PATCH',
      url: disassociatePath(full.nid, open.nid),
    });
    assert.equal(again.statusCode, 404);
    const outside = await injectAs(t, outsider, {
      method: 'PATCH',
      url: disassociatePath(full.nid, hidden.nid),
    });
    assert.equal(outside.statusCode, 403);
  });
});
