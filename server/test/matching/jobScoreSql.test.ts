import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { scoreMatch, type MatchCandidate, type MatchJob } from '@contract/matching/score';
import { queryRows } from '../../src/db/connect';
import { jobScoreSql } from '../../src/matching/jobScoreSql';
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
import { createJob, tidOf } from '../jobs/fixtures';
import { createOrganization } from '../organizations/fixtures';
import { term } from '../profiles/profileFixtures';

let t: TestApp;
const tids = new Map<string, number>();
/** Each job as the test created it, in the model's terms. */
const jobs = new Map<string, MatchJob>();

before(async () => {
  t = await buildTestApp();
  for (const name of SKILLS) tids.set(name, await tidOf(t, 'technical_skills', name));
  for (const name of COUNTRIES) tids.set(name, await tidOf(t, 'country', name));
  const owner = await registerAndConfirm(t, 'employer');
  const organization = await createOrganization(t, owner);
  // More jobs than the default quota allows.
  await t.database.db.execute(
    sql`UPDATE organizations SET job_quota = 100 WHERE nid = ${organization.nid}`,
  );
  const r = random(2027);
  for (let i = 0; i < 20; i += 1) {
    const skills = r.some(SKILLS, 1, 4);
    const remote = r.pick(['remote', 'hybrid', 'no']);
    const country = r.maybe(r.pick(COUNTRIES));
    // A job that is not remote names its city.
    const city = remote === 'remote' ? r.maybe(r.pick(CITIES)) : r.pick(CITIES);
    const experience = r.maybe(r.pick(EXPERIENCE));
    const employmentType = r.pick(EMPLOYMENT);
    const from = Math.round(r.next() * 100_000);
    const salary = r.maybe({ from, to: from + Math.round(r.next() * 40_000) });
    const currency = r.pick(['EUR', 'USD']);
    const { uuid } = await createJob(t, owner, organization.uuid, {
      attributes: {
        field_remote_job: remote,
        field_job_city_name: city,
        field_professional_experience: experience,
        field_employment_type: employmentType,
        field_base_salary_year: salary,
        field_currency: currency,
      },
      relationships: {
        field_job_country: { data: country === null ? null : term('country', country) },
        field_technical_skills: { data: skills.map((name) => term('technical_skills', name)) },
      },
    });
    jobs.set(uuid, {
      skills: skills.map((name) => tids.get(name)!),
      experience,
      employmentType,
      remote,
      countryTid: country === null ? null : tids.get(country)!,
      city,
      salary: salary === null ? null : { ...salary, currency },
    });
  }
});

describe('jobScoreSql', () => {
  it('scores every job exactly as the shared model does, for random candidates', async () => {
    const r = random(28);
    let compared = 0;
    const seen = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const from = Math.round(r.next() * 110_000);
      const candidate: MatchCandidate = {
        skills: r
          .some(SKILLS, 0, 5)
          .map((name) => ({ tid: tids.get(name)!, level: r.pick(LEVELS) })),
        experience: r.maybe(r.pick(EXPERIENCE)),
        employmentTypes: r.some(EMPLOYMENT, 0, 2),
        remote: r.maybe(r.pick(['remote', 'hybrid', 'no', 'any'])),
        countryTid: r.maybe(tids.get(r.pick(COUNTRIES))!),
        city: r.maybe(r.pick(CITIES)),
        visa: r.pick([['no'], ['yes'], ['eu_only'], []]),
        salary: r.maybe({
          from: r.maybe(from),
          to: from + Math.round(r.next() * 30_000) + 0.5,
          currency: r.pick(['EUR', 'USD']),
        }),
      };
      const rows = await queryRows<{ uuid: string; score: number }>(
        t.database.db,
        sql`SELECT j.uuid::text AS uuid, ${jobScoreSql(candidate, 'j')} AS score FROM jobs j`,
      );
      for (const row of rows) {
        const job = jobs.get(row.uuid);
        if (!job) continue;
        const expected = scoreMatch(job, candidate, labels).score;
        assert.equal(Number(row.score), expected, `${JSON.stringify(candidate)}, ${row.uuid}`);
        seen.add(expected);
        compared += 1;
      }
    }
    assert.equal(compared, 40 * jobs.size);
    assert.ok(seen.size >= 30, `only ${seen.size} distinct scores`);
    assert.ok(Math.min(...seen) < 20 && Math.max(...seen) > 80, `scores ${[...seen].sort()}`);
  });
});
