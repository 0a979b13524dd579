import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CANDIDATE_MESSAGES, candidateConnectionPath } from '@contract/candidates';
import {
  candidateInsightsPath,
  funnelPath,
  INSIGHT_MESSAGES,
  introductionWeeksPath,
  jobTextsPath,
  matchesPerJobPath,
  type CandidateInsights,
  type Funnel,
  type IntroductionWeeks,
} from '@contract/insights/api';
import { matchingCandidatesPath } from '@contract/matching/api';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/connect';
import { matchRecountsSettled } from '../../src/matching/candidateMatches';
import { assertRollupsKept } from './rollups';
import { buildTestApp, injectAs, login, type TestApp, type TestUser } from '../helpers';
import {
  createCandidate,
  createEmployerOrganization,
  getAs,
  introductionLinks,
  requestAccess,
  type TestCandidate,
} from '../candidates/fixtures';
import { createJob, tidOf } from '../jobs/fixtures';
import { term } from '../profiles/profileFixtures';

/*
 * One organization's hiring, by hand (T0 a Monday, 10:00 UTC):
 *   T0       Job A's list (TypeScript, React) shows Ann, Bea, Cat and Dot; the demo organization's
 *            list shows them too, which counts for nothing. Acme asks for all four and for Eve
 *            (found by search, never on a list). Ann is a third-party profile: connected at once.
 *   T0 + 2 h Bea accepts by mail.            T0 + 4 h Cat declines in the app. Dot never answers.
 *   T0 + 40 days  Job B's list (Python) shows Eve. Bea ends her connection.
 */
let t: TestApp;
let acme: { owner: TestUser; nid: number; uuid: string };
let demo: { owner: TestUser; nid: number; uuid: string };
let other: { owner: TestUser; nid: number; uuid: string };
let jobA: { nid: number };
let jobB: { nid: number };
let demoJob: { nid: number };
const c = {} as Record<'ann' | 'bea' | 'cat' | 'dot' | 'eve', TestCandidate>;
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Moves the clock on, signing everyone in again as their access tokens run out meanwhile. */
async function advance(seconds: number): Promise<void> {
  t.clock.advance(seconds);
  const users = [acme, demo, other].map((org) => org.owner);
  for (const who of Object.values(c)) users.push(who.user);
  for (const user of users) user.token = await login(t, user.mail, user.pass);
}

const validUntil = (days: number) =>
  new Date(t.clock.now().getTime() + days * DAY * 1000).toISOString().slice(0, 10);
const viewList = async (org: { owner: TestUser; nid: number }, job: { nid: number }) =>
  assert.equal(
    (await getAs(t, org.owner, `${matchingCandidatesPath(org.nid, job.nid)}?_format=json`)).status,
    200,
  );

before(async () => {
  t = await buildTestApp();
  // To Monday 10:00 UTC, so that the morning's answers fall in the week they were asked in.
  const now = t.clock.now();
  const monday = new Date(now);
  monday.setUTCHours(10, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  t.clock.advance((monday.getTime() - now.getTime()) / 1000);

  acme = await createEmployerOrganization(t, true, 'Acme Insights');
  demo = await createEmployerOrganization(t, false, 'Demo Insights');
  other = await createEmployerOrganization(t, true, 'Other Insights');
  jobA = await createJob(t, acme.owner, acme.uuid, {
    attributes: {
      field_valid_until: validUntil(120),
      field_description: {
        value: '<p>We want a competitive, dominant and decisive leader.</p>',
        format: 'basic_html',
      },
    },
  });
  jobB = await createJob(t, acme.owner, acme.uuid, {
    attributes: { field_valid_until: validUntil(120), title: 'Data Engineer' },
    relationships: { field_technical_skills: { data: [term('technical_skills', 'Python')] } },
  });
  // Open, neutral and feminine-coded; and one that has ended, which no chart counts.
  await createJob(t, acme.owner, acme.uuid, {
    attributes: {
      field_valid_until: validUntil(120),
      title: 'Support Engineer',
      field_description: {
        value: '<p>A supportive, collaborative and warm team that shares.</p>',
        format: 'basic_html',
      },
    },
    relationships: { field_technical_skills: { data: [term('technical_skills', 'Go')] } },
  });
  await createJob(t, acme.owner, acme.uuid, {
    attributes: { field_valid_until: validUntil(3), title: 'Short Engineer' },
    relationships: { field_technical_skills: { data: [term('technical_skills', 'Go')] } },
  });
  demoJob = await createJob(t, demo.owner, demo.uuid, {
    attributes: { field_valid_until: validUntil(120) },
  });

  const person = (first: string, skills: string[], open: '0' | '1' = '0') =>
    createCandidate(t, { first, last: 'Insight', open, visible: '1', skills });
  c.ann = await person('Ann', ['TypeScript'], '1');
  c.bea = await person('Bea', ['React']);
  c.cat = await person('Cat', ['TypeScript']);
  c.dot = await person('Dot', ['TypeScript', 'React']);
  c.eve = await person('Eve', ['Python']);

  await viewList(acme, jobA);
  await viewList(acme, jobA); // a second look on the same day adds nobody
  await viewList(demo, demoJob);
  for (const who of [c.ann, c.bea, c.cat, c.dot, c.eve])
    assert.equal((await requestAccess(t, acme, who)).statusCode, 200);
});

const funnelOf = async (query: string, user = acme.owner, nid = acme.nid) =>
  getAs(t, user, `${funnelPath(nid)}?_format=json&${query}`);
const weeksOf = async (query: string) =>
  (await getAs(t, acme.owner, `${introductionWeeksPath(acme.nid)}?_format=json&${query}`))
    .body as IntroductionWeeks;
const mine = async (who: TestCandidate) =>
  (await getAs(t, who.user, `${candidateInsightsPath}?_format=json`)).body;

describe('the candidate’s own figures', () => {
  it('count the employers whose lists showed her and who asked, not the demo’s lists', async () => {
    const go = { skill: 'Go', tid: await tidOf(t, 'technical_skills', 'Go') };
    // Ann (TypeScript) is on Job A's list; the two Go jobs would take her with Go. The demo
    // organization's job counts for nothing: its list shows no one.
    assert.deepEqual(await mine(c.ann), {
      days: 30,
      lists: 1,
      asked: 1,
      jobs: 1,
      suggestion: { ...go, more_jobs: 2 },
    });
    // Eve was asked for from the search: asked, on no list; Job B's (Python) would take her.
    assert.deepEqual(await mine(c.eve), {
      days: 30,
      lists: 0,
      asked: 1,
      jobs: 1,
      suggestion: { ...go, more_jobs: 2 },
    });
  });

  it('suggest the skill that adds the most open jobs’ lists, counted again when her skills change', async () => {
    const { db } = t.database;
    await db.execute(sql`INSERT INTO candidate_profile_skills (nid, kind, delta, tid, level)
      VALUES (${c.eve.nid}, 'technical', 9, ${await tidOf(t, 'technical_skills', 'Go')}, 'beginner')`);
    // Go and Python: Job B and the two Go jobs; Job A (TypeScript, React) would be the next.
    const { jobs, suggestion } = (await mine(c.eve)) as CandidateInsights;
    assert.equal(jobs, 3);
    assert.equal(suggestion?.more_jobs, 1);
    assert.ok(['TypeScript', 'React'].includes(suggestion?.skill ?? ''), suggestion?.skill);
    await db.execute(
      sql`DELETE FROM candidate_profile_skills WHERE nid = ${c.eve.nid} AND delta = 9`,
    );
    assert.equal(((await mine(c.eve)) as CandidateInsights).jobs, 1);
  });

  it('are hers only: an employer or a visitor gets none', async () => {
    assert.equal((await getAs(t, acme.owner, `${candidateInsightsPath}?_format=json`)).status, 403);
    assert.equal((await getAs(t, null, `${candidateInsightsPath}?_format=json`)).status, 401);
  });
});

describe('the hiring charts', () => {
  before(async () => {
    await advance(2 * HOUR);
    const links = await introductionLinks(t, c.bea.user.mail);
    const accepted = await injectAs(t, null, {
      method: 'POST',
      url: `/api/candidate_access_process${links.accept}`,
    });
    assert.equal(accepted.statusCode, 200);
    await advance(2 * HOUR);
    const declined = await injectAs(t, c.cat.user, {
      method: 'POST',
      url: `${candidateConnectionPath(acme.nid)}?_format=json`,
      payload: { action: 'decline' },
    });
    assert.equal(declined.statusCode, 200);
  });

  it('make the funnel of the week: matched, asked for, accepted, still on the board', async () => {
    const { status, body } = await funnelOf('days=30');
    assert.equal(status, 200);
    assert.deepEqual(body as Funnel, {
      days: 30,
      job: null,
      matched: 4,
      requested: 4,
      accepted: 2,
      on_board: 2,
    });
  });

  it('count introductions per week and the median time to an answer (2 and 4 hours)', async () => {
    const weeks = await weeksOf('days=30');
    assert.equal(weeks.answered, 2);
    assert.equal(weeks.median_answer_hours, 3);
    const last = weeks.weeks.at(-1)!;
    assert.deepEqual(last, {
      week: t.clock.now().toISOString().slice(0, 10),
      requested: 5,
      accepted: 2,
    });
    // Every week the period touches is there, from Monday: 29 days before a Monday is a Sunday,
    // so the first of the six weeks began 35 days ago. The earlier weeks are empty.
    assert.equal(weeks.weeks.length, 6);
    for (const week of weeks.weeks.slice(0, -1)) {
      assert.equal(new Date(week.week).getUTCDay(), 1);
      assert.deepEqual([week.requested, week.accepted], [0, 0]);
    }
  });

  it('show the open jobs by match count and by the wording of their texts', async () => {
    const { status, body } = await getAs(
      t,
      acme.owner,
      `${matchesPerJobPath(acme.nid)}?_format=json`,
    );
    assert.equal(status, 200);
    assert.deepEqual(body, {
      open_jobs: 4,
      counted: 4,
      jobs: [
        { nid: jobA.nid, title: 'Senior TypeScript Engineer', matches: 4 },
        { nid: jobB.nid, title: 'Data Engineer', matches: 1 },
        // The two Go jobs match no one; the newer first.
        ...((body as { jobs: { nid: number }[] }).jobs.slice(2) as never[]),
      ],
    });
    const rest = (body as { jobs: { title: string; matches: number }[] }).jobs.slice(2);
    assert.deepEqual(
      rest.map((job) => [job.title, job.matches]),
      [
        ['Short Engineer', 0],
        ['Support Engineer', 0],
      ],
    );
    const texts = await getAs(t, acme.owner, `${jobTextsPath(acme.nid)}?_format=json`);
    assert.deepEqual(texts.body, { open_jobs: 4, feminine: 1, neutral: 2, masculine: 1 });
  });

  it('look back 30, 90 or 365 days, for one job or all, counting what happened then', async () => {
    await advance(40 * DAY);
    await viewList(acme, jobB);
    const ended = await injectAs(t, c.bea.user, {
      method: 'DELETE',
      url: `${candidateConnectionPath(acme.nid)}?_format=json`,
    });
    assert.equal(ended.statusCode, 200);

    // The last 30 days: Eve on Job B's list, asked for before them.
    assert.deepEqual((await funnelOf('days=30')).body, {
      days: 30,
      job: null,
      matched: 1,
      requested: 0,
      accepted: 0,
      on_board: 0,
    });
    // 90 days: everyone; Bea accepted and has left the board since.
    assert.deepEqual((await funnelOf('days=90')).body, {
      days: 90,
      job: null,
      matched: 5,
      requested: 5,
      accepted: 2,
      on_board: 1,
    });
    assert.deepEqual((await funnelOf(`days=365&job=${jobA.nid}`)).body, {
      days: 365,
      job: jobA.nid,
      matched: 4,
      requested: 4,
      accepted: 2,
      on_board: 1,
    });
    assert.deepEqual((await funnelOf(`days=90&job=${jobB.nid}`)).body, {
      days: 90,
      job: jobB.nid,
      matched: 1,
      requested: 1,
      accepted: 0,
      on_board: 0,
    });
    const quiet = await weeksOf('days=30');
    assert.deepEqual(
      [quiet.answered, quiet.median_answer_hours, quiet.weeks.every((w) => w.requested === 0)],
      [0, null, true],
    );
    const year = await weeksOf('days=365');
    assert.ok(year.weeks.length >= 52 && year.weeks.length <= 54, String(year.weeks.length));
    assert.equal(
      year.weeks.reduce((sum, week) => sum + week.requested, 0),
      5,
    );
    assert.equal(year.median_answer_hours, 3);
    // The ended job has left the charts of open jobs.
    const texts = await getAs(t, acme.owner, `${jobTextsPath(acme.nid)}?_format=json`);
    assert.deepEqual(texts.body, { open_jobs: 3, feminine: 1, neutral: 1, masculine: 1 });
    // Eve was on Job B's list in these 30 days.
    assert.deepEqual(
      { ...((await mine(c.eve)) as CandidateInsights), suggestion: null },
      { days: 30, lists: 1, asked: 0, jobs: 1, suggestion: null },
    );
  });

  it('answer a period that is not offered, another organization’s job and unknown parameters with a 400 or 404', async () => {
    const odd = await funnelOf('days=45');
    assert.equal(odd.status, 400);
    assert.equal((odd.body as { message: string }).message, INSIGHT_MESSAGES.period);
    assert.equal((await funnelOf('days=abc')).status, 400);
    assert.equal((await funnelOf('days=30&colour=red')).status, 400);
    const foreign = await funnelOf(`job=${demoJob.nid}`);
    assert.equal(foreign.status, 404);
    assert.equal((foreign.body as { message: string }).message, INSIGHT_MESSAGES.noJob);
    assert.equal((await funnelOf('job=99999999')).status, 404);
    const weeks = await getAs(
      t,
      acme.owner,
      `${introductionWeeksPath(acme.nid)}?_format=json&days=7`,
    );
    assert.equal(weeks.status, 400);
  });
});

describe('who sees the charts', () => {
  it('members only; demo access sees its own jobs’ charts and none about candidates', async () => {
    for (const path of [funnelPath, introductionWeeksPath, matchesPerJobPath, jobTextsPath]) {
      const url = `${path(acme.nid)}?_format=json`;
      assert.equal((await getAs(t, null, url)).status, 401, url);
      assert.equal((await getAs(t, other.owner, url)).status, 403, url);
      assert.equal((await getAs(t, c.ann.user, url)).status, 403, url);
      assert.equal((await getAs(t, acme.owner, url)).status, 200, url);
    }
    for (const path of [funnelPath, introductionWeeksPath]) {
      const refused = await getAs(t, demo.owner, `${path(demo.nid)}?_format=json`);
      assert.equal(refused.status, 403);
      assert.equal((refused.body as { message: string }).message, CANDIDATE_MESSAGES.upgrade);
    }
    const matches = await getAs(t, demo.owner, `${matchesPerJobPath(demo.nid)}?_format=json`);
    assert.equal(matches.status, 200);
    assert.deepEqual(
      (matches.body as { jobs: { nid: number }[] }).jobs.map((job) => job.nid),
      [demoJob.nid],
    );
    const texts = await getAs(t, demo.owner, `${jobTextsPath(demo.nid)}?_format=json`);
    assert.deepEqual(texts.body, { open_jobs: 1, feminine: 0, neutral: 1, masculine: 0 });
  });
});

describe('the matches chart’s counts', () => {
  it('are kept ten minutes, then counted again in the background, and follow the job’s own list at once', async () => {
    const matchesOfA = async () => {
      const { body } = await getAs(t, acme.owner, `${matchesPerJobPath(acme.nid)}?_format=json`);
      return (body as { jobs: { nid: number; matches: number }[] }).jobs.find(
        (job) => job.nid === jobA.nid,
      )?.matches;
    };
    const before = await matchesOfA();
    await createCandidate(t, {
      first: 'Fay',
      last: 'Insight',
      open: '1',
      visible: '1',
      skills: ['TypeScript'],
    });
    assert.equal(await matchesOfA(), before);
    // Ten minutes on, the kept count is answered at once and counted again behind it.
    await advance(11 * 60);
    assert.equal(await matchesOfA(), before);
    await matchRecountsSettled();
    assert.equal(await matchesOfA(), before! + 1);
    // The job's own list counts anew whenever it is opened, and the chart says what it said.
    await createCandidate(t, {
      first: 'Gil',
      last: 'Insight',
      open: '1',
      visible: '1',
      skills: ['React'],
    });
    await viewList(acme, jobA);
    assert.equal(await matchesOfA(), before! + 2);
  });
});

describe('the day counts the charts read', () => {
  const assertKept = () => assertRollupsKept(t.database.db);

  it('equal a count from the rows after every kind of change, and go with what is deleted', async () => {
    const [reach, jobs, introductions] = await assertKept();
    assert.ok(reach.length > 0 && jobs.length > 0 && introductions.length > 0);
    // Dot accepts at last, in the app: her introduction answered, her connection made ...
    const year = async () => (await funnelOf('days=365')).body as Funnel;
    const before = await year();
    const accepted = await injectAs(t, c.dot.user, {
      method: 'POST',
      url: `${candidateConnectionPath(acme.nid)}?_format=json`,
      payload: { action: 'accept' },
    });
    assert.equal(accepted.statusCode, 200);
    await assertKept();
    assert.deepEqual(await year(), {
      ...before,
      accepted: before.accepted + 1,
      on_board: before.on_board + 1,
    });
    // Three answers now (2 hours, 4 hours, 40 days): the middle one.
    assert.equal((await weeksOf('days=365')).median_answer_hours, 4);
    // ... a job, a candidate and a whole organization deleted, each taking their counts along.
    const { db } = t.database;
    await db.execute(sql`DELETE FROM jobs WHERE nid = ${jobB.nid}`);
    await db.execute(sql`DELETE FROM candidate_profiles WHERE nid = ${c.dot.nid}`);
    await assertKept();
    await db.execute(sql`DELETE FROM organizations WHERE nid = ${acme.nid}`);
    await assertKept();
    const [left] = await queryRows<Record<'org' | 'job' | 'introductions', number>>(
      db,
      sql`SELECT (SELECT count(*) FROM funnel_days WHERE organization_nid = ${acme.nid})::int AS org,
        (SELECT count(*) FROM job_funnel_days WHERE job_nid = ${jobA.nid})::int AS job,
        (SELECT count(*) FROM introduction_days
          WHERE organization_nid = ${acme.nid})::int AS introductions`,
    );
    assert.deepEqual(left, { org: 0, job: 0, introductions: 0 });
  });
});
