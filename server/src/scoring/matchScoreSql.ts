/**
 * The matching score of `contract/matching/score.ts`, as one SQL expression over a candidate
 * profile `p` for a given job: what lets PostgreSQL rank candidates for a job without loading a
 * profile into Node. Each part mirrors its TypeScript twin step for step, in the same whole
 * numbers (tenths of points, levels in twentieths, amounts in whole units), so both round alike;
 * `server/test/matching/matchScoreSql.test.ts` checks that they agree on random profiles.
 */
import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import { SKILL_LEVEL_RANKS, skillLevelCode } from '../db/searchIndex';
import {
  EMPLOYMENT_WEIGHT,
  EXPERIENCE_WEIGHT,
  HARD_MISMATCH_DIVISOR,
  LEVEL_TWENTIETHS,
  LOCATION_WEIGHT,
  MISSING_SHARE,
  REMOTE_FIT,
  REMOTE_WEIGHT,
  SALARY_WEIGHT,
  SKILLS_WEIGHT,
  type MatchJob,
  type MatchView,
  cityKey,
} from '@contract/matching/score';

/** Experience bands in order (score.ts). */
export const EXPERIENCE_ORDER = ['0-1', '1-3', '3-5', '5-10', '10+'];

/**
 * A number written into the statement: PostgreSQL then types each CASE branch as a number,
 * where a parameter's type it would have to guess. Only whole numbers the code computed.
 */
export function n(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return sql.raw(String(value));
}
/** The tenths a part scores when one side gave no data. */
export const missing = (weight: number) => n(weight * 10 * MISSING_SHARE);

/**
 * The skills part: each required skill she has adds its share by her level, read from the
 * profile's own `skill_levels` (each skill once, at one level; searchIndex.ts).
 */
function skillsTenths(job: MatchJob): SQL {
  const required = [...new Set(job.skills)];
  if (required.length === 0) return missing(SKILLS_WEIGHT);
  const highestFirst = [...SKILL_LEVEL_RANKS].reverse();
  const earned = required.map(
    (tid) =>
      sql`CASE ${sql.join(
        highestFirst.map(
          (level) =>
            sql`WHEN ${n(skillLevelCode(tid, level))} = ANY(p.skill_levels) THEN ${n(LEVEL_TWENTIETHS[level])}`,
        ),
        sql` `,
      )} ELSE 0 END`,
  );
  return sql`round(${n(SKILLS_WEIGHT * 10)}::numeric * (${sql.join(earned, sql` + `)}) / ${n(20 * required.length)})`;
}

function experienceTenths(job: MatchJob): SQL {
  const wanted = job.experience === null ? -1 : EXPERIENCE_ORDER.indexOf(job.experience);
  if (wanted < 0) return missing(EXPERIENCE_WEIGHT);
  const has = sql`(array_position(${textArray(EXPERIENCE_ORDER)}, p.professional_experience) - 1)`;
  return sql`CASE WHEN ${has} IS NULL THEN ${missing(EXPERIENCE_WEIGHT)}
    WHEN ${has} >= ${n(wanted)} THEN ${n(EXPERIENCE_WEIGHT * 10)}
    WHEN ${has} = ${n(wanted - 1)} THEN ${n(EXPERIENCE_WEIGHT * 5)} ELSE 0 END`;
}

/** The employment part, and whether it is a hard mismatch (a type she does not look for). */
function employment(job: MatchJob): { tenths: SQL; hard: SQL } {
  if (job.employmentType === null) {
    return { tenths: missing(EMPLOYMENT_WEIGHT), hard: sql`0` };
  }
  const none = sql`cardinality(p.looking_for_opportunities) = 0`;
  const wanted = sql`${job.employmentType}::text = ANY(p.looking_for_opportunities)`;
  return {
    tenths: sql`CASE WHEN ${none} THEN ${missing(EMPLOYMENT_WEIGHT)}
      WHEN ${wanted} THEN ${n(EMPLOYMENT_WEIGHT * 10)} ELSE 0 END`,
    hard: sql`CASE WHEN ${none} OR ${wanted} THEN 0 ELSE 1 END`,
  };
}

/** Tenths of the remote part for her wish, by the job's setting (score.ts REMOTE_FIT). */
export const REMOTE_TENTHS: Record<string, Record<string, number>> = Object.fromEntries(
  Object.entries(REMOTE_FIT).map(([wish, byJob]) => [
    wish,
    Object.fromEntries(
      Object.entries(byJob).map(([setting, share]) => [setting, REMOTE_WEIGHT * 10 * share]),
    ),
  ]),
);

function remote(job: MatchJob): { tenths: SQL; hard: SQL } {
  if (job.remote === null) return { tenths: missing(REMOTE_WEIGHT), hard: sql`0` };
  const wishes = Object.entries(REMOTE_TENTHS).map(
    ([wish, byJob]) =>
      sql`WHEN ${wish}::text THEN ${byJob[job.remote!] === undefined ? missing(REMOTE_WEIGHT) : n(byJob[job.remote!])}`,
  );
  return {
    tenths: sql`CASE p.remote_work WHEN 'any' THEN ${n(REMOTE_WEIGHT * 10)}
      ${sql.join(wishes, sql` `)} ELSE ${missing(REMOTE_WEIGHT)} END`,
    // Only remote-only against on-site is a stated exclusion.
    hard:
      REMOTE_TENTHS.remote[job.remote] === 0
        ? sql`CASE WHEN p.remote_work = 'remote' THEN 1 ELSE 0 END`
        : sql`0`,
  };
}

/** A city column as places compare it: lower case, runs of spaces and hyphens as one space. */
export const cityKeySql = (column: SQL) =>
  sql`lower(regexp_replace(btrim(${column}), '[[:space:]-]+', ' ', 'g'))`;

/** The place part (score.ts locationReason): a remote job may be open in one country only. */
function locationTenths(job: MatchJob): SQL {
  if (job.remote === 'remote' && job.countryTid === null) return n(LOCATION_WEIGHT * 10);
  if (job.countryTid === null) return missing(LOCATION_WEIGHT);
  const sameCity =
    job.city && job.remote !== 'remote'
      ? sql`coalesce(p.city_text, '') <> '' AND ${cityKeySql(sql`p.city_text`)} = ${cityKey(job.city)}::text`
      : sql`false`;
  const inCountry = job.remote === 'remote' ? LOCATION_WEIGHT * 10 : LOCATION_WEIGHT * 7;
  return sql`CASE WHEN p.country_tid IS NULL THEN ${missing(LOCATION_WEIGHT)}
    WHEN p.country_tid <> ${n(job.countryTid)} THEN 0
    WHEN ${sameCity} THEN ${n(LOCATION_WEIGHT * 10)} ELSE ${n(inCountry)} END`;
}

/** The pay part; under demo access her salary expectation is hidden, so it is not read. */
function salaryTenths(job: MatchJob, view: MatchView): SQL {
  const salary = job.salary;
  if (view.demo || salary === null || (salary.from === null && salary.to === null)) {
    return missing(SALARY_WEIGHT);
  }
  const pays = Math.round((salary.to ?? salary.from)!);
  const wants = sql`round(coalesce(p.salary_from, p.salary_to))`;
  return sql`CASE WHEN p.salary_from IS NULL AND p.salary_to IS NULL THEN ${missing(SALARY_WEIGHT)}
    WHEN p.currency IS DISTINCT FROM ${salary.currency}::text THEN ${missing(SALARY_WEIGHT)}
    WHEN ${n(pays)} >= ${wants} THEN ${n(SALARY_WEIGHT * 10)}
    ELSE greatest(0, round(${n(SALARY_WEIGHT * 10)}::numeric * (${n(5 * pays)} - 4 * ${wants}) / ${wants})) END`;
}

/**
 * 1 when she needs a visa for a job in another country than hers (a hard mismatch); a remote
 * job with a country is open in that country only.
 */
function visaHard(job: MatchJob): SQL {
  if (job.countryTid === null) return sql`0`;
  return sql`CASE WHEN p.country_tid IS NOT NULL AND p.country_tid <> ${n(job.countryTid)}
      AND EXISTS (SELECT 1 FROM unnest(p.visa_sponsorship_required) v WHERE v <> 'no')
    THEN 1 ELSE 0 END`;
}

/**
 * The score (a whole number, 0 to 100) of candidate profile `p` for `job`, as SQL: the parts'
 * tenths summed, divided by 10 and by HARD_MISMATCH_DIVISOR per hard mismatch, rounded once.
 * Under demo access (`view.demo`) it reads only what demo access shows of a profile.
 */
export function matchScoreSql(job: MatchJob, view: MatchView): SQL {
  const work = employment(job);
  const place = remote(job);
  const tenths = sql`(${skillsTenths(job)} + ${experienceTenths(job)} + ${work.tenths}
    + ${place.tenths} + ${locationTenths(job)} + ${salaryTenths(job, view)})`;
  const hard = sql`(${work.hard} + ${place.hard} + ${visaHard(job)})`;
  const divisor = sql`(10 * power(${n(HARD_MISMATCH_DIVISOR)}::numeric, ${hard}))`;
  return sql`round(${tenths}::numeric / ${divisor})::int`;
}
