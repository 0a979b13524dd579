/**
 * The other direction of matchScoreSql.ts: the score of each job `j` for one given candidate,
 * as one SQL expression, for ranking jobs for her in PostgreSQL. The candidate's facts are
 * written into the statement; the job's are read from its row. Each part mirrors
 * `contract/matching/score.ts` in the same whole numbers, so both round alike
 * (`server/test/matching/jobScoreSql.test.ts` checks it on random jobs).
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
} from '@contract/matching/score';
import {
  cityKeySql,
  EXPERIENCE_ORDER,
  missing,
  n,
  REMOTE_TENTHS,
  textArray,
} from './matchScoreSql';

/** The skills part: the share of the job's skills she has, each weighed by her level. */
function skillsTenths(candidate: MatchCandidate): SQL {
  const levels = candidate.skills.map(
    (skill) => sql`WHEN ${n(skill.tid)} THEN ${n(LEVEL_TWENTIETHS[skill.level])}`,
  );
  const earned =
    levels.length === 0 ? sql`0` : sql`CASE d.tid ${sql.join(levels, sql` `)} ELSE 0 END`;
  return sql`(SELECT CASE WHEN count(*) = 0 THEN ${missing(SKILLS_WEIGHT)}
      ELSE round(${n(SKILLS_WEIGHT * 10)}::numeric * sum(${earned}) / (20 * count(*))) END
    FROM (SELECT DISTINCT unnest(j.technical_skill_tids) AS tid) d)`;
}

function experienceTenths(candidate: MatchCandidate): SQL {
  const has = candidate.experience === null ? -1 : EXPERIENCE_ORDER.indexOf(candidate.experience);
  const wanted = sql`(array_position(${textArray(EXPERIENCE_ORDER)}, j.professional_experience) - 1)`;
  if (has < 0) return missing(EXPERIENCE_WEIGHT);
  return sql`CASE WHEN ${wanted} IS NULL THEN ${missing(EXPERIENCE_WEIGHT)}
    WHEN ${n(has)} >= ${wanted} THEN ${n(EXPERIENCE_WEIGHT * 10)}
    WHEN ${n(has)} = ${wanted} - 1 THEN ${n(EXPERIENCE_WEIGHT * 5)} ELSE 0 END`;
}

function employment(candidate: MatchCandidate): { tenths: SQL; hard: SQL } {
  if (candidate.employmentTypes.length === 0) {
    return { tenths: missing(EMPLOYMENT_WEIGHT), hard: sql`0` };
  }
  const wanted = sql`j.employment_type = ANY(${textArray(candidate.employmentTypes)})`;
  return {
    tenths: sql`CASE WHEN j.employment_type IS NULL THEN ${missing(EMPLOYMENT_WEIGHT)}
      WHEN ${wanted} THEN ${n(EMPLOYMENT_WEIGHT * 10)} ELSE 0 END`,
    hard: sql`CASE WHEN j.employment_type IS NULL OR ${wanted} THEN 0 ELSE 1 END`,
  };
}

function remote(candidate: MatchCandidate): { tenths: SQL; hard: SQL } {
  const wish = candidate.remote;
  if (wish === null) return { tenths: missing(REMOTE_WEIGHT), hard: sql`0` };
  if (wish === 'any') {
    return {
      tenths: sql`CASE WHEN j.remote_job IS NULL THEN ${missing(REMOTE_WEIGHT)} ELSE ${n(REMOTE_WEIGHT * 10)} END`,
      hard: sql`0`,
    };
  }
  const byJob = REMOTE_TENTHS[wish];
  if (!byJob) return { tenths: missing(REMOTE_WEIGHT), hard: sql`0` };
  const settings = Object.entries(byJob).map(
    ([setting, tenths]) => sql`WHEN ${setting}::text THEN ${n(tenths)}`,
  );
  return {
    tenths: sql`CASE j.remote_job ${sql.join(settings, sql` `)} ELSE ${missing(REMOTE_WEIGHT)} END`,
    // Only remote-only against on-site is a stated exclusion.
    hard: wish === 'remote' ? sql`CASE WHEN j.remote_job = 'no' THEN 1 ELSE 0 END` : sql`0`,
  };
}

function locationTenths(candidate: MatchCandidate): SQL {
  const country = candidate.countryTid;
  const theirs =
    country === null
      ? missing(LOCATION_WEIGHT)
      : sql`CASE
      WHEN j.country_tid <> ${n(country)} THEN 0
      WHEN ${candidate.city ? sql`coalesce(j.city_name, '') <> '' AND ${cityKeySql(sql`j.city_name`)} = ${cityKeyOf(candidate.city)}::text` : sql`false`}
        THEN ${n(LOCATION_WEIGHT * 10)}
      ELSE ${n(LOCATION_WEIGHT * 7)} END`;
  return sql`CASE WHEN j.remote_job = 'remote' THEN ${n(LOCATION_WEIGHT * 10)}
    WHEN j.country_tid IS NULL THEN ${missing(LOCATION_WEIGHT)}
    ELSE ${theirs} END`;
}

const cityKeyOf = (city: string) =>
  city
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

function salaryTenths(candidate: MatchCandidate): SQL {
  const salary = candidate.salary;
  if (salary === null || (salary.from === null && salary.to === null)) {
    return missing(SALARY_WEIGHT);
  }
  const wants = Math.round((salary.from ?? salary.to)!);
  const pays = sql`coalesce(j.salary_to, j.salary_from)`;
  const short =
    wants === 0
      ? sql`0`
      : sql`greatest(0, round(${n(SALARY_WEIGHT * 10)}::numeric * (5 * ${pays} - ${n(4 * wants)}) / ${n(wants)}))`;
  return sql`CASE WHEN j.salary_from IS NULL AND j.salary_to IS NULL THEN ${missing(SALARY_WEIGHT)}
    WHEN j.currency IS DISTINCT FROM ${salary.currency}::text THEN ${missing(SALARY_WEIGHT)}
    WHEN ${pays} >= ${n(wants)} THEN ${n(SALARY_WEIGHT * 10)}
    ELSE ${short} END`;
}

/** 1 when she needs a visa for a job in another country than hers (a hard mismatch). */
function visaHard(candidate: MatchCandidate): SQL {
  const needs = candidate.visa.some((key) => key !== 'no');
  if (!needs || candidate.countryTid === null) return sql`0`;
  return sql`CASE WHEN j.remote_job IS DISTINCT FROM 'remote' AND j.country_tid IS NOT NULL
      AND j.country_tid <> ${n(candidate.countryTid)} THEN 1 ELSE 0 END`;
}

/**
 * The score (a whole number, 0 to 100) of job `j` for `candidate`, as SQL: the parts' tenths
 * summed, divided by 10 and by HARD_MISMATCH_DIVISOR per hard mismatch, rounded once.
 */
export function jobScoreSql(candidate: MatchCandidate): SQL {
  const work = employment(candidate);
  const place = remote(candidate);
  const tenths = sql`(${skillsTenths(candidate)} + ${experienceTenths(candidate)} + ${work.tenths}
    + ${place.tenths} + ${locationTenths(candidate)} + ${salaryTenths(candidate)})`;
  const hard = sql`(${work.hard} + ${place.hard} + ${visaHard(candidate)})`;
  const divisor = sql`(10 * power(${n(HARD_MISMATCH_DIVISOR)}::numeric, ${hard}))`;
  return sql`round(${tenths}::numeric / ${divisor})::int`;
}
