import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  matchCountsPath,
  matchingCandidatesPath,
  type MatchingCandidate,
} from '@contract/matching/api';
import { buildTestApp, type TestApp, type TestUser } from '../helpers';
import { createCandidate, getAs, type TestCandidate } from '../candidates/fixtures';
import { createJob } from '../jobs/fixtures';
import { term } from '../profiles/profileFixtures';
import { fullAndDemoOrganizations, type OrganizationWithJob } from './fixtures';

let t: TestApp;
let full: OrganizationWithJob;
let demo: OrganizationWithJob;

const EUR_SALARY = {
  field_desired_annual_salary: { from: 60000, to: 70000 },
  field_currency: 'EUR',
};

/** The candidates the job (TypeScript and React, hybrid in Berlin, full time) is matched with. */
const PEOPLE = {
  expert: { first: 'Grace', last: 'Fit', skills: ['TypeScript', 'React'] },
  partial: { first: 'Ada', last: 'Half', skills: ['TypeScript', 'Python'] },
  partTime: {
    first: 'Hedy',
    last: 'Parttime',
    skills: ['TypeScript', 'React'],
    attributes: { ...EUR_SALARY, field_looking_for_opportunities: ['part_time'] },
  },
  unrelated: { first: 'Joan', last: 'Other', skills: ['Python', 'SQL'] },
  initials: { first: 'Radia', last: 'Hidden', skills: ['React'], visible: '0' },
} as const;
const c = {} as Record<keyof typeof PEOPLE, TestCandidate>;

before(async () => {
  t = await buildTestApp();
  ({ full, demo } = await fullAndDemoOrganizations(t));
  for (const [key, person] of Object.entries(PEOPLE))
    c[key as keyof typeof PEOPLE] = await createCandidate(t, {
      open: '1',
      visible: '1',
      attributes: EUR_SALARY,
      ...person,
      skills: [...person.skills],
    });
});

const list = (user: TestUser, nid: number, jobNid: number, query = '_format=json') =>
  getAs(t, user, `${matchingCandidatesPath(nid, jobNid)}?${query}`);

describe('the candidates who fit a job', () => {
  it('ranks those who share a skill, best first, with the reasons of the shared model', async () => {
    const { status, body } = await list(full.owner, full.nid, full.job.nid);
    assert.equal(status, 200);
    const rows = body as MatchingCandidate[];
    const byNid = new Map(rows.map((row) => [Number(row.node_id), row]));
    // Nobody without one of the job's skills is listed.
    assert.equal(byNid.has(c.unrelated.nid), false);
    assert.deepEqual(
      rows.map((row) => Number(row.node_id)),
      // Radia and Ada have one of the two skills each, at the same level: a tie, newest first.
      [c.expert.nid, c.initials.nid, c.partial.nid, c.partTime.nid],
    );
    assert.equal(byNid.get(c.initials.nid)!.match_score, byNid.get(c.partial.nid)!.match_score);
    const scores = rows.map((row) => row.match_score);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
    assert.equal(rows[0].total_rows, '4');

    const expert = byNid.get(c.expert.nid)!;
    const texts = expert.match_reasons.map((reason) => reason.text);
    assert.ok(texts.includes('2 of 2 required skills'), texts.join(' | '));
    assert.ok(texts.includes('TypeScript, React at level Advanced'), texts.join(' | '));
    assert.ok(texts.includes('expects 60,000–70,000 EUR, the job pays 60,000–80,000 EUR'));
    assert.ok(texts.includes('lives in Berlin, where the job is'));

    const partial = byNid.get(c.partial.nid)!;
    assert.ok(
      partial.match_reasons.some(
        (reason) => reason.text === '1 of 2 required skills (missing: React)',
      ),
    );
    // Part time is not what the job offers: a stated mismatch ranks her last, still listed.
    const partTime = byNid.get(c.partTime.nid)!;
    assert.ok(
      partTime.match_reasons.some(
        (reason) =>
          reason.kind === 'employment' &&
          reason.fit === 'mismatch' &&
          reason.text === 'looks for Part-time — this job is Full-time',
      ),
    );
    assert.ok(partTime.match_score < expert.match_score / 3);
  });

  it('shows each row as the candidate search would: initials and no contact where she chose so', async () => {
    const rows = (await list(full.owner, full.nid, full.job.nid)).body as MatchingCandidate[];
    const hidden = rows.find((row) => Number(row.node_id) === c.initials.nid)!;
    assert.equal(hidden.field_first_name, 'R');
    assert.equal(hidden.field_last_name, 'H');
    assert.equal(hidden.field_initials_only, '1');
    assert.equal(hidden.field_contact_email, '');
    assert.equal(hidden.field_phone_number, '');
    const shown = rows.find((row) => Number(row.node_id) === c.expert.nid)!;
    assert.equal(shown.field_first_name, 'Grace');
    assert.equal(shown.field_contact_email, c.expert.email);
    const raw = JSON.stringify(rows);
    assert.equal(raw.includes('Radia'), false);
    assert.equal(raw.includes('Hidden'), false);
  });

  it('gives an organization without candidate-database access the demo view, pay without amounts', async () => {
    const { status, body } = await list(demo.owner, demo.nid, demo.job.nid);
    assert.equal(status, 200);
    const rows = body as MatchingCandidate[];
    assert.equal(rows.length, 4);
    for (const row of rows) {
      assert.equal(row.field_first_name.length <= 1, true);
      assert.equal(row.field_contact_email, '');
      assert.equal(row.field_phone_number, '');
      assert.match(row.field_profile_picture, /^data:image\/svg\+xml;base64,/);
      const pay = row.match_reasons.find((reason) => reason.kind === 'salary')!;
      assert.equal(/\d/.test(pay.text), false, pay.text);
    }
    const raw = JSON.stringify(rows);
    for (const person of Object.values(c)) {
      assert.equal(raw.includes(person.email), false);
      assert.equal(raw.includes(person.last), false);
    }
  });

  it('refuses another organization’s job, outsiders and bad input, and pages', async () => {
    // A member of the full organization asking for the demo organization's job through her own.
    assert.equal((await list(full.owner, full.nid, demo.job.nid)).status, 404);
    assert.equal((await list(full.owner, demo.nid, demo.job.nid)).status, 403);
    assert.equal((await list(c.expert.user, full.nid, full.job.nid)).status, 403);
    assert.equal((await list(full.owner, full.nid, 99_999_999)).status, 404);
    assert.equal((await list(full.owner, full.nid, full.job.nid, 'page=-1')).status, 400);
    assert.equal((await list(full.owner, full.nid, full.job.nid, 'page=x')).status, 400);
    assert.equal((await list(full.owner, full.nid, full.job.nid, 'sort=name')).status, 400);
    const nothing = await getAs(
      t,
      full.owner,
      `/api/organization/${full.nid}/jobs/abc/matching_candidates`,
    );
    assert.equal(nothing.status, 400);
    const second = await list(full.owner, full.nid, full.job.nid, 'page=1');
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, []);
  });

  it('counts each named job’s matching candidates for the dashboard, the N of its list', async () => {
    const counts = (nid: number, query: string, user = full.owner) =>
      getAs(t, user, `${matchCountsPath(nid)}?_format=json&${query}`);
    const second = await createJob(t, full.owner, full.uuid, {
      relationships: {
        field_technical_skills: { data: [term('technical_skills', 'SQL')] },
      },
    });
    const { status, body } = await counts(full.nid, `jobs=${second.nid}+${full.job.nid}`);
    assert.equal(status, 200);
    // In the order asked; Joan alone has SQL.
    assert.deepEqual(body, [
      { nid: second.nid, matches: 1 },
      { nid: full.job.nid, matches: 4 },
    ]);
    // The demo view counts too: a count shows nobody.
    assert.deepEqual((await counts(demo.nid, `jobs=${demo.job.nid}`, demo.owner)).body, [
      { nid: demo.job.nid, matches: 4 },
    ]);
    // Another organization's job, outsiders, and bad lists.
    assert.equal((await counts(full.nid, `jobs=${full.job.nid}+${demo.job.nid}`)).status, 404);
    assert.equal((await counts(demo.nid, `jobs=${demo.job.nid}`)).status, 403);
    assert.equal((await counts(full.nid, `jobs=${full.job.nid}`, c.expert.user)).status, 403);
    for (const query of ['jobs=', 'jobs=abc', 'jobs=1,2', 'jobs=1&jobs=2', '']) {
      assert.equal((await counts(full.nid, query)).status, 400, query);
    }
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join('+');
    assert.equal((await counts(full.nid, `jobs=${many}`)).status, 400);
  });
});
