/**
 * The other direction of matchScoreSql.ts: the score of each job for one given candidate, as one
 * SQL expression over a jobs row, for ranking jobs for her in PostgreSQL. The candidate's facts
 * are written into the statement; the job's are read from its row. Each part mirrors
 * `contract/matching/score.ts` in the same whole numbers, so both round alike
 * (`server/test/matching/jobScoreSql.test.ts` checks it on random jobs).
 *
 * It runs once per job the search finds (every active job when she sets no filter), so it is
 * written to be cheap per row: integer arithmetic only (a rounded quotient of whole numbers a
 * and b > 0 is (2a + b) / 2b in integer division, Math.round's half-up), her skills tested
 * with `= ANY` against the job's array, and the number of the job's different skills and its
 * city's key read from generated columns (migration 019) rather than computed per row.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  EMPLOYMENT_WEIGHT,
  EXPERIENCE_WEIGHT,
  HARD_MISMATCH_DIVISOR,
  LEVEL_TWENTIETHS,
  LOCATION_WEIGHT,
  REMOTE_WEIGHT,
  SALARY_WEIGHT,
  SKILLS_WEIGHT,
  type MatchCandidate,
  cityKey,
} from '@contract/matching/score';
import type { SkillLevel } from '@contract/profiles';
import { textArray } from '../db/arrays';
import { EXPERIENCE_ORDER, missing, n, REMOTE_TENTHS } from './matchScoreSql';

/** `a / b` rounded half up, for whole-number SQL `a` ≥ 0 and `b` > 0 (as Math.round does). */
const rounded = (a: SQL, b: SQL) => sql`((2 * ${a} + ${b}) / (2 * ${b}))`;

/** The skills part: the share of the job's different skills she has, each weighed by her level. */
function skillsTenths(j: SQL, candidate: MatchCandidate): SQL {
  // As the model reads them: one level per skill, the last she gave.
  const levels = new Map<number, SkillLevel>(
    candidate.skills.map((skill) => [skill.tid, skill.level]),
  );
  const count = sql`${j}.technical_skill_count`;
  const earned =
    levels.size === 0
      ? sql`0`
      : sql.join(
          [...levels].map(
            ([tid, level]) =>
              sql`CASE WHEN ${n(tid)} = ANY(${j}.technical_skill_tids) THEN ${n(LEVEL_TWENTIETHS[level])} ELSE 0 END`,
          ),
          sql` + `,
        );
  return sql`CASE WHEN ${count} = 0 THEN ${missing(SKILLS_WEIGHT)}
    ELSE ${rounded(sql`${n(SKILLS_WEIGHT * 10)} * (${earned})`, sql`(20 * ${count})`)} END`;
}

function experienceTenths(j: SQL, candidate: MatchCandidate): SQL {
  const has = candidate.experience === null ? -1 : EXPERIENCE_ORDER.indexOf(candidate.experience);
  if (has < 0) return missing(EXPERIENCE_WEIGHT);
  // Her band is known, so each band the job may ask for maps to its points here.
  const bands = EXPERIENCE_ORDER.map((band, wanted) => {
    const tenths =
      has >= wanted ? EXPERIENCE_WEIGHT * 10 : has === wanted - 1 ? EXPERIENCE_WEIGHT * 5 : 0;
    return sql`WHEN ${band}::text THEN ${n(tenths)}`;
  });
  return sql`CASE ${j}.professional_experience ${sql.join(bands, sql` `)}
    ELSE ${missing(EXPERIENCE_WEIGHT)} END`;
}

function employment(j: SQL, candidate: MatchCandidate): { tenths: SQL; hard: SQL } {
  if (candidate.employmentTypes.length === 0) {
    return { tenths: missing(EMPLOYMENT_WEIGHT), hard: sql`0` };
  }
  const wanted = sql`${j}.employment_type = ANY(${textArray(candidate.employmentTypes)})`;
  return {
    tenths: sql`CASE WHEN ${j}.employment_type IS NULL THEN ${missing(EMPLOYMENT_WEIGHT)}
      WHEN ${wanted} THEN ${n(EMPLOYMENT_WEIGHT * 10)} ELSE 0 END`,
    hard: sql`CASE WHEN ${j}.employment_type IS NULL OR ${wanted} THEN 0 ELSE 1 END`,
  };
}

function remote(j: SQL, candidate: MatchCandidate): { tenths: SQL; hard: SQL } {
  const wish = candidate.remote;
  if (wish === null) return { tenths: missing(REMOTE_WEIGHT), hard: sql`0` };
  if (wish === 'any') {
    return {
      tenths: sql`CASE WHEN ${j}.remote_job IS NULL THEN ${missing(REMOTE_WEIGHT)} ELSE ${n(REMOTE_WEIGHT * 10)} END`,
      hard: sql`0`,
    };
  }
  const byJob = REMOTE_TENTHS[wish];
  if (!byJob) return { tenths: missing(REMOTE_WEIGHT), hard: sql`0` };
  const settings = Object.entries(byJob).map(
    ([setting, tenths]) => sql`WHEN ${setting}::text THEN ${n(tenths)}`,
  );
  return {
    tenths: sql`CASE ${j}.remote_job ${sql.join(settings, sql` `)} ELSE ${missing(REMOTE_WEIGHT)} END`,
    // Only remote-only against on-site is a stated exclusion.
    hard: wish === 'remote' ? sql`CASE WHEN ${j}.remote_job = 'no' THEN 1 ELSE 0 END` : sql`0`,
  };
}

/** The place part (score.ts locationReason): a remote job may be open in one country only. */
function locationTenths(j: SQL, candidate: MatchCandidate): SQL {
  const country = candidate.countryTid;
  const sameCity = candidate.city
    ? sql`coalesce(${j}.city_name, '') <> '' AND ${j}.city_key = ${cityKey(candidate.city)}::text`
    : sql`false`;
  const theirs =
    country === null
      ? missing(LOCATION_WEIGHT)
      : sql`CASE WHEN ${j}.country_tid <> ${n(country)} THEN 0
      WHEN ${j}.remote_job = 'remote' OR ${sameCity} THEN ${n(LOCATION_WEIGHT * 10)}
      ELSE ${n(LOCATION_WEIGHT * 7)} END`;
  return sql`CASE WHEN ${j}.country_tid IS NULL THEN
      CASE WHEN ${j}.remote_job = 'remote' THEN ${n(LOCATION_WEIGHT * 10)} ELSE ${missing(LOCATION_WEIGHT)} END
    ELSE ${theirs} END`;
}

function salaryTenths(j: SQL, candidate: MatchCandidate): SQL {
  const salary = candidate.salary;
  if (salary === null || (salary.from === null && salary.to === null)) {
    return missing(SALARY_WEIGHT);
  }
  const wants = Math.round((salary.from ?? salary.to)!);
  // bigint: five times a salary of up to MAX_SALARY does not fit an integer.
  const pays = sql`coalesce(${j}.salary_to, ${j}.salary_from)::bigint`;
  const above = sql`(5 * ${pays} - ${n(4 * wants)})`;
  return sql`CASE WHEN ${j}.salary_from IS NULL AND ${j}.salary_to IS NULL THEN ${missing(SALARY_WEIGHT)}
    WHEN ${j}.currency IS DISTINCT FROM ${salary.currency}::text THEN ${missing(SALARY_WEIGHT)}
    WHEN ${pays} >= ${n(wants)} THEN ${n(SALARY_WEIGHT * 10)}
    WHEN ${above} <= 0 THEN 0
    ELSE ${rounded(sql`${n(SALARY_WEIGHT * 10)} * ${above}`, n(wants))} END`;
}

/**
 * 1 when she needs a visa for a job in another country than hers (a hard mismatch); a remote
 * job with a country is open in that country only.
 */
function visaHard(j: SQL, candidate: MatchCandidate): SQL {
  const needs = candidate.visa.some((key) => key !== 'no');
  if (!needs || candidate.countryTid === null) return sql`0`;
  return sql`CASE WHEN ${j}.country_tid IS NOT NULL
      AND ${j}.country_tid <> ${n(candidate.countryTid)} THEN 1 ELSE 0 END`;
}

/**
 * The score (a whole number, 0 to 100) of the jobs row `table` (its name or alias) for
 * `candidate`, as SQL: the parts' tenths summed, divided by 10 and by HARD_MISMATCH_DIVISOR per
 * hard mismatch, rounded once.
 */
export function jobScoreSql(candidate: MatchCandidate, table = 'jobs'): SQL {
  const j = sql.raw(table);
  const work = employment(j, candidate);
  const place = remote(j, candidate);
  const tenths = sql`(${skillsTenths(j, candidate)} + ${experienceTenths(j, candidate)}
    + ${work.tenths} + ${place.tenths} + ${locationTenths(j, candidate)}
    + ${salaryTenths(j, candidate)})`;
  const hard = sql`(${work.hard} + ${place.hard} + ${visaHard(j, candidate)})`;
  // Divided by 10 × HARD_MISMATCH_DIVISOR ** hard, for the at most three hard mismatches; each
  // branch names its divisor, so the row's parts are summed once.
  const branches = [0, 1, 2].map(
    (count) =>
      sql`WHEN ${n(count)} THEN ${rounded(tenths, n(10 * HARD_MISMATCH_DIVISOR ** count))}`,
  );
  return sql`(CASE ${hard} ${sql.join(branches, sql` `)}
    ELSE ${rounded(tenths, n(10 * HARD_MISMATCH_DIVISOR ** 3))} END)::int`;
}
