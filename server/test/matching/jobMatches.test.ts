/**
 * The job search in best-match order (GET /api/jobs/search?sort=best_match): ranked by
 * PostgreSQL for the candidate asking, in exactly the order the shared model's scores give, each
 * row with the model's reasons; refused to anyone who is not a candidate.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { JOB_SEARCH_PATH, type JobSearchRow } from '@contract/jobs';
import { jobMatchPath } from '@contract/matching/api';
import { NO_FACTS, scoreMatch, type MatchCandidate, type MatchJob } from '@contract/matching/score';
import { registerAndConfirm, type TestUser } from '../helpers';
import { createCandidate, getAs, type TestCandidate } from '../candidates/fixtures';
import { labels, random } from './randomFacts';
import { createRandomJobs, factTids, randomCandidateFacts } from './randomJobs';
import { testFile } from '../support/fixture';

let her: TestCandidate;
let tids: Map<string, number>;
/** Each job as the test created it, in the model's terms, by node id. */
const jobs = new Map<number, MatchJob>();

/** Writes `facts` into her profile, as the profile form would have stored them. */
async function setFacts(nid: number, facts: MatchCandidate): Promise<void> {
  const db = given.t.database.db;
  const texts = (values: readonly string[]) => `{${values.join(',')}}`;
  await db.execute(sql`UPDATE candidate_profiles SET
      professional_experience = ${facts.experience},
      looking_for_opportunities = ${texts(facts.employmentTypes)}::text[],
      remote_work = ${facts.remote},
      country_tid = ${facts.countryTid},
      city_text = ${facts.city},
      visa_sponsorship_required = ${texts(facts.visa)}::text[],
      salary_from = ${facts.salary?.from ?? null},
      salary_to = ${facts.salary?.to ?? null},
      currency = ${facts.salary?.currency ?? 'EUR'}
    WHERE nid = ${nid}`);
  await db.execute(
    sql`DELETE FROM candidate_profile_skills WHERE nid = ${nid} AND kind = 'technical'`,
  );
  for (const [delta, skill] of facts.skills.entries())
    await db.execute(sql`INSERT INTO candidate_profile_skills (nid, kind, delta, tid, level)
      VALUES (${nid}, 'technical', ${delta}, ${skill.tid}, ${skill.level})`);
}

const search = (user: TestUser | null, query = 'sort=best_match') =>
  getAs(given.t, user, `${JOB_SEARCH_PATH}?_format=json&${query}`);
const given = testFile({ employer: 'employer' }, async () => {
  tids = await factTids(given.t);
  her = await createCandidate(given.t, {
    open: '1',
    visible: '1',
    first: 'Katherine',
    last: 'Ranked',
    skills: ['TypeScript'],
  });
  for (const job of await createRandomJobs(given.t, given.employer, tids, 2028, 24))
    jobs.set(job.nid, job.facts);
});

describe('the job search in best-match order', () => {
  it('orders every page as the shared model scores the jobs, for random profiles', async () => {
    const r = random(29);
    const seen = new Set<number>();
    for (let i = 0; i < 12; i += 1) {
      const facts = randomCandidateFacts(r, tids);
      await setFacts(her.nid, facts);
      const { status, body } = await search(her.user);
      assert.equal(status, 200, JSON.stringify(body));
      const rows = body as JobSearchRow[];
      assert.equal(rows.length, jobs.size);
      // The model's order: best first, then (no job is featured) newest first.
      const expected = rows
        .map((row) => ({
          nid: row.nid,
          created: row.created,
          score: scoreMatch(jobs.get(row.nid)!, facts, labels).score,
        }))
        .sort((a, b) => b.score - a.score || b.created.localeCompare(a.created) || b.nid - a.nid);
      assert.deepEqual(
        rows.map((row) => row.nid),
        expected.map((job) => job.nid),
        JSON.stringify(facts),
      );
      for (const [index, row] of rows.entries()) {
        assert.equal(row.match_score, expected[index].score);
        const model = scoreMatch(jobs.get(row.nid)!, facts, {
          ...labels,
          skill: (tid) => [...tids].find(([, value]) => value === tid)![0],
          country: (tid) => [...tids].find(([, value]) => value === tid)![0],
        });
        assert.deepEqual(
          row.match_reasons?.map((reason) => [reason.kind, reason.points, reason.fit]),
          model.reasons.map((reason) => [reason.kind, reason.points, reason.fit]),
        );
        seen.add(row.match_score!);
      }
    }
    assert.ok(seen.size >= 15, `only ${seen.size} distinct scores`);
  });

  it('says why in words a person can check', async () => {
    const typescript = tids.get('TypeScript')!;
    await setFacts(her.nid, {
      skills: [{ tid: typescript, level: 'expert' }],
      experience: '3-5',
      employmentTypes: ['full_time'],
      remote: 'any',
      countryTid: tids.get('Germany')!,
      city: 'Berlin',
      visa: ['no'],
      salary: null,
    });
    const rows = (await search(her.user)).body as JobSearchRow[];
    const withTypeScript = rows.find((row) => jobs.get(row.nid)!.skills.includes(typescript))!;
    const texts = withTypeScript.match_reasons!.map((reason) => reason.text);
    // Her side speaks to her, in the second person.
    assert.ok(texts.includes('You know TypeScript at level Expert'), texts.join(' | '));
    assert.ok(
      texts.some((text) => /^You have \d of the \d skills the job asks for/.test(text)),
      texts.join(' | '),
    );
    assert.ok(
      texts.includes('You live in Berlin, where the job is') ||
        texts.some((text) => text.startsWith('You live in')) ||
        texts.some((text) => text.startsWith('The job is remote')),
      texts.join(' | '),
    );
    assert.ok(
      !texts.some((text) => /^(looks for|wants|lives in|expects|has no)/.test(text)),
      texts.join(' | '),
    );
  });

  it('keeps the filters: best match orders what they find', async () => {
    const { body } = await search(her.user, 'sort=best_match&remote=remote');
    const rows = body as JobSearchRow[];
    const remote = [...jobs.values()].filter((job) => job.remote === 'remote').length;
    assert.equal(rows.length, remote);
    assert.ok(rows.every((row) => row.field_remote_job_1 === 'remote'));
    assert.equal(rows[0].total_rows, remote);
  });

  it('is the date order, without scores, unless asked', async () => {
    for (const query of ['', 'sort=date']) {
      const rows = (await search(her.user, query)).body as JobSearchRow[];
      assert.equal(rows.length, jobs.size);
      assert.ok(rows.every((row) => row.match_score === undefined));
      const nids = rows.map((row) => row.nid);
      assert.deepEqual(
        nids,
        [...nids].sort((a, b) => b - a),
      );
    }
  });

  it('ranks for a candidate without a profile yet as for a profile that says nothing', async () => {
    const newcomer = await registerAndConfirm(given.t, 'candidate');
    const { status, body } = await search(newcomer);
    assert.equal(status, 200);
    const rows = body as JobSearchRow[];
    assert.equal(rows.length, jobs.size);
    for (const row of rows) {
      const model = scoreMatch(jobs.get(row.nid)!, NO_FACTS, labels);
      assert.equal(row.match_score, model.score);
      // She has none of the job's skills; the rest is not known.
      const known = row.match_reasons!.filter((reason) => reason.fit !== 'missing');
      assert.deepEqual(
        known.map((reason) => [reason.kind, reason.fit]),
        [
          ['skills', 'mismatch'],
          // A remote job open anywhere fits her wherever she is; one open in a country only
          // does not know yet whether she lives there.
          ...(row.field_remote_job_1 === 'remote' && jobs.get(row.nid)!.countryTid === null
            ? [['location', 'good']]
            : []),
        ],
      );
    }
  });

  it('refuses anyone who is not a candidate, and orders it does not know', async () => {
    const anonymous = await search(null);
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.raw, /Sign in as a candidate to sort jobs by best match/);
    const asEmployer = await search(given.employer);
    assert.equal(asEmployer.status, 403);
    assert.match(asEmployer.raw, /Sign in as a candidate to sort jobs by best match/);
    for (const query of ['sort=score', 'sort=best_match&sort=date', 'sort=']) {
      const { status } = await search(her.user, query);
      assert.equal(status, 400, query);
    }
  });
});

describe('how one job fits her (GET /api/job/{nid}/match)', () => {
  const match = (user: TestUser | null, nid: number | string) =>
    getAs(given.t, user, `${jobMatchPath(nid)}?_format=json`);

  it('answers the detail whatever the order: the same score and reasons as best match, in her words', async () => {
    const rows = (await search(her.user)).body as JobSearchRow[];
    for (const row of rows.slice(0, 5)) {
      const { status, body } = await match(her.user, row.nid);
      assert.equal(status, 200);
      assert.deepEqual(body, { match_score: row.match_score, match_reasons: row.match_reasons });
    }
  });

  it('is for candidates and active jobs only', async () => {
    const [nid] = jobs.keys();
    assert.equal((await match(null, nid)).status, 401);
    assert.equal((await match(given.employer, nid)).status, 403);
    assert.equal((await match(her.user, 99_999_999)).status, 404);
    assert.equal((await match(her.user, 'abc')).status, 400);
    await given.t.database.db.execute(
      sql`UPDATE jobs SET valid_until = '2001-01-01' WHERE nid = ${nid}`,
    );
    const expired = await match(her.user, nid);
    assert.equal(expired.status, 404);
    assert.deepEqual(expired.body, { message: 'The requested job does not exist.' });
  });
});
