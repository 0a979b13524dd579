/**
 * Random jobs and candidate facts for the matching tests that rank jobs: jobs created through
 * the API (so they are stored as the app stores them), each also kept in the model's terms.
 */
import { sql } from 'drizzle-orm';
import type { MatchCandidate, MatchJob } from '@contract/matching/score';
import type { TestApp, TestUser } from '../helpers';
import { createJob, tidOf } from '../jobs/fixtures';
import { createOrganization } from '../organizations/fixtures';
import { term } from '../profiles/profileFixtures';
import { CITIES, COUNTRIES, EMPLOYMENT, EXPERIENCE, LEVELS, random, SKILLS } from './randomFacts';

/** The term ids of the skills and countries the random facts draw from, by name. */
export async function factTids(t: TestApp): Promise<Map<string, number>> {
  const tids = new Map<string, number>();
  for (const name of SKILLS) tids.set(name, await tidOf(t, 'technical_skills', name));
  for (const name of COUNTRIES) tids.set(name, await tidOf(t, 'country', name));
  return tids;
}

export interface RandomJob {
  nid: number;
  uuid: string;
  facts: MatchJob;
}

/**
 * `count` random jobs of a new organization of `owner`. The first names a skill twice (written
 * past the API, which refuses that; it counts once), the last pays the most a job may (five
 * times it does not fit a 32-bit integer).
 */
export async function createRandomJobs(
  t: TestApp,
  owner: TestUser,
  tids: ReadonlyMap<string, number>,
  seed: number,
  count: number,
): Promise<RandomJob[]> {
  const organization = await createOrganization(t, owner);
  // More jobs than the default quota allows.
  await t.database.db.execute(
    sql`UPDATE organizations SET job_quota = ${count + 10} WHERE nid = ${organization.nid}`,
  );
  const r = random(seed);
  const made: RandomJob[] = [];
  for (let i = 0; i < count; i += 1) {
    const skills = r.some(SKILLS, 1, 4);
    const remote = r.pick(['remote', 'hybrid', 'no']);
    const country = r.maybe(r.pick(COUNTRIES));
    // A job that is not remote names its city.
    const city = remote === 'remote' ? r.maybe(r.pick(CITIES)) : r.pick(CITIES);
    const experience = r.maybe(r.pick(EXPERIENCE));
    const employmentType = r.pick(EMPLOYMENT);
    const from = Math.round(r.next() * 100_000);
    const salary =
      i === count - 1
        ? { from, to: 1_000_000_000 }
        : r.maybe({ from, to: from + Math.round(r.next() * 40_000) });
    const currency = r.pick(['EUR', 'USD']);
    const { nid, uuid } = await createJob(t, owner, organization.uuid, {
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
    const skillTids = skills.map((name) => tids.get(name)!);
    if (i === 0) {
      skillTids.push(skillTids[0]);
      await t.database.db.execute(
        sql`UPDATE jobs SET technical_skill_tids = ${`{${skillTids.join(',')}}`}::int[] WHERE nid = ${nid}`,
      );
    }
    made.push({
      nid,
      uuid,
      facts: {
        skills: skillTids,
        experience,
        employmentType,
        remote,
        countryTid: country === null ? null : tids.get(country)!,
        city,
        salary: salary === null ? null : { ...salary, currency },
      },
    });
  }
  return made;
}

/** A random candidate, in the model's terms: some facts missing, amounts with cents. */
export function randomCandidateFacts(
  r: ReturnType<typeof random>,
  tids: ReadonlyMap<string, number>,
): MatchCandidate {
  const from = Math.round(r.next() * 110_000);
  return {
    skills: r.some(SKILLS, 0, 5).map((name) => ({ tid: tids.get(name)!, level: r.pick(LEVELS) })),
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
}
