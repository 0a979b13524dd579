import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  DEMO_VIEW,
  EMPLOYER_VIEW,
  scoreMatch,
  type MatchCandidate,
  type MatchJob,
} from '@contract/matching/score';
import { queryRows } from '../../src/db/connect';
import { matchScoreSql } from '../../src/scoring/matchScoreSql';
import { rankCandidatesForJob } from '../../src/matching/candidateMatches';
import {
  CITIES,
  COUNTRIES,
  EMPLOYMENT,
  EXPERIENCE,
  labels,
  LEVELS,
  random,
  SKILLS,
} from './randomFacts';
import { buildTestApp, registerAndConfirm, type TestApp } from '../helpers';
import { candidateDocument, createProfile, term } from '../profiles/profileFixtures';

let t: TestApp;
const tids = new Map<string, number>();
/** Each candidate as the test created her, in the model's terms. */
const candidates = new Map<string, MatchCandidate>();

before(async () => {
  t = await buildTestApp();
  const terms = await queryRows<{ name: string; tid: number }>(
    t.database.db,
    sql`SELECT name, tid FROM taxonomy_terms
      WHERE (vocabulary = 'technical_skills' AND name = ANY(${`{${SKILLS.map((s) => `"${s}"`).join(',')}}`}::text[]))
         OR (vocabulary = 'country' AND name IN ('Germany', 'France'))`,
  );
  for (const { name, tid } of terms) tids.set(name, tid);
  const r = random(2026);
  for (let i = 0; i < 24; i += 1) {
    const user = await registerAndConfirm(t, 'candidate');
    const skills = r.some(SKILLS, 0, 4).map((name) => ({ name, level: r.pick(LEVELS) }));
    const country = r.maybe(r.pick(COUNTRIES));
    const city = r.maybe(r.pick(CITIES));
    const experience = r.maybe(r.pick(EXPERIENCE));
    const remote = r.maybe(r.pick(['remote', 'hybrid', 'no', 'any']));
    const employmentTypes = r.some(EMPLOYMENT, 0, 2);
    const visa = r.pick([['no'], ['yes'], ['eu_only'], []]);
    const from = r.maybe(Math.round(r.next() * 120_000));
    const salary = from === null ? null : { from, to: from + Math.round(r.next() * 30_000) };
    const currency = r.pick(['EUR', 'USD']);
    const uuid = await createProfile(
      t,
      user,
      'candidate_profile',
      candidateDocument({
        attributes: {
          field_technical_skills_exp: skills.map((skill) => skill.level),
          field_professional_experience: experience,
          field_remote_work: remote,
          field_looking_for_opportunities: employmentTypes,
          field_visa_sponsorship_required: visa,
          field_desired_annual_salary: salary ?? { from: null, to: null },
          field_currency: currency,
          field_city_text: city,
        },
        relationships: {
          field_candidate_country: { data: country === null ? null : term('country', country) },
          field_technical_skills: {
            data: skills.map((skill) => term('technical_skills', skill.name)),
          },
        },
      }),
    );
    candidates.set(uuid, {
      skills: skills.map((skill) => ({ tid: tids.get(skill.name)!, level: skill.level })),
      experience,
      employmentTypes,
      remote,
      countryTid: country === null ? null : tids.get(country)!,
      city,
      visa,
      salary: salary === null ? null : { ...salary, currency },
    });
  }
});

/** A job of up to `maxSkills` random skills and random wishes; `salary` draws its pay last. */
const randomJob = (
  r: ReturnType<typeof random>,
  maxSkills: number,
  salary: () => MatchJob['salary'],
): MatchJob => ({
  skills: r.some(SKILLS, 0, maxSkills).map((name) => tids.get(name)!),
  experience: r.maybe(r.pick(EXPERIENCE)),
  employmentType: r.maybe(r.pick(EMPLOYMENT)),
  remote: r.maybe(r.pick(['remote', 'hybrid', 'no'])),
  countryTid: r.maybe(tids.get(r.pick(COUNTRIES))!),
  city: r.maybe(r.pick(CITIES)),
  salary: salary(),
});

describe('matchScoreSql', () => {
  it('scores every candidate exactly as the shared model does, for random jobs', async () => {
    const r = random(27);
    let compared = 0;
    const seen = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const from = Math.round(r.next() * 110_000);
      const job = randomJob(r, 5, () =>
        r.maybe({
          from: r.maybe(from),
          to: from + Math.round(r.next() * 40_000),
          currency: r.pick(['EUR', 'USD']),
        }),
      );
      const rows = await queryRows<{ uuid: string; score: number; demo: number }>(
        t.database.db,
        sql`SELECT p.uuid::text AS uuid, ${matchScoreSql(job, EMPLOYER_VIEW)} AS score,
          ${matchScoreSql(job, DEMO_VIEW)} AS demo FROM candidate_profiles p`,
      );
      for (const row of rows) {
        const candidate = candidates.get(row.uuid);
        if (!candidate) continue;
        const expected = scoreMatch(job, candidate, labels).score;
        assert.equal(Number(row.score), expected, `job ${JSON.stringify(job)}, ${row.uuid}`);
        const demo = scoreMatch(job, candidate, labels, DEMO_VIEW).score;
        assert.equal(Number(row.demo), demo, `demo: job ${JSON.stringify(job)}, ${row.uuid}`);
        seen.add(expected);
        compared += 1;
      }
    }
    assert.equal(compared, 40 * candidates.size);
    // The sample reaches far apart scores, hard mismatches included, not a handful of values.
    assert.ok(seen.size >= 30, `only ${seen.size} distinct scores`);
    assert.ok(Math.min(...seen) < 20 && Math.max(...seen) > 80, `scores ${[...seen].sort()}`);
  });

  it('ranks whole pages in the order of the shared model, for random jobs', async () => {
    const viewer = { organizationNid: 1, organizationTitle: 'Anyone', userId: 1, demo: false };
    const stored = await queryRows<{ uuid: string; nid: number; created: Date | string }>(
      t.database.db,
      sql`SELECT uuid::text AS uuid, nid, created FROM candidate_profiles`,
    );
    const byNid = new Map(stored.map((row) => [Number(row.nid), row]));
    const r = random(31);
    for (let i = 0; i < 12; i += 1) {
      const job = randomJob(r, 3, () =>
        r.maybe({ from: 50_000, to: 70_000, currency: r.pick(['EUR', 'USD']) }),
      );
      const ranked = [
        ...(await rankCandidatesForJob(t.database.db, job, viewer, 0, t.clock.now())),
        ...(await rankCandidatesForJob(t.database.db, job, viewer, 1, t.clock.now())),
      ];
      // The pool: every candidate sharing one of the job's skills (all of them without skills).
      const pool = [...candidates.entries()].filter(
        ([, c]) => job.skills.length === 0 || c.skills.some((s) => job.skills.includes(s.tid)),
      );
      const time = (value: Date | string) => new Date(value).getTime();
      const expected = pool
        .map(([uuid, c]) => {
          const row = stored.find((candidate) => candidate.uuid === uuid)!;
          return {
            nid: Number(row.nid),
            created: time(row.created),
            score: scoreMatch(job, c, labels).score,
          };
        })
        .sort((a, b) => b.score - a.score || b.created - a.created || b.nid - a.nid);
      assert.deepEqual(
        ranked.map(({ record, score }) => [record.nid, score]),
        expected.map(({ nid, score }) => [nid, score]),
        JSON.stringify(job),
      );
      assert.ok(ranked.every(({ record }) => byNid.has(record.nid)));
    }
  });
});
