/**
 * The candidates who fit a job, best first. PostgreSQL ranks them: the facet index finds the
 * newest MATCH_POOL active candidates who share at least one of the job's skills, the score
 * (matchScoreSql) orders that bounded set, and the page's rows are read with the candidate
 * search's own columns and joins (selectRows), so privacy.ts decides what each row shows exactly
 * as it does for the search. Only the page's candidates are then read for their reasons.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MATCH_PAGE_SIZE, MATCH_POOL } from '@contract/matching/api';
import { DEMO_VIEW, EMPLOYER_VIEW, type MatchJob } from '@contract/matching/score';
import { queryRows, type Db } from '../db/connect';
import {
  ACTIVE,
  facets,
  selectRows,
  toRecord,
  type CandidateRecordRow,
} from '../candidates/searchRepository';
import type { Viewer } from '../candidates/viewer';
import { matchScoreSql } from '../scoring/matchScoreSql';

export interface RankedCandidate {
  record: CandidateRecordRow;
  score: number;
}

/**
 * What the pool carries of each profile: its key and order, and every column matchScoreSql
 * reads, so that scoring does not go back to the table (PostgreSQL joined the pool back by
 * hashing every profile: 60 of 160 ms at 100,000 profiles).
 */
const POOL_COLUMNS = sql.raw(
  `p.nid, p.created, p.professional_experience, p.looking_for_opportunities, p.remote_work,
   p.country_tid, p.city_text, p.visa_sponsorship_required, p.salary_from, p.salary_to,
   p.currency, p.skill_levels`,
);

/**
 * The candidates a job's list ranks (nid, created and what is scored): the newest `limit` active ones who share at
 * least one of `skills` (found with the facet index), or the newest of all with no skills.
 * Unordered, it is any `limit` of them, which is all a count needs (and it stops there).
 */
function poolSql(skills: readonly number[], limit: number, ordered = true): SQL {
  const named = [...new Set(skills)];
  const sharesASkill = named.length > 0 ? sql`AND p.facets && ${facets('skill', named)}` : sql``;
  return sql`SELECT ${POOL_COLUMNS} FROM candidate_profiles p
    WHERE ${ACTIVE} ${sharesASkill}
    ${ordered ? sql`ORDER BY p.created DESC, p.nid DESC` : sql``}
    LIMIT ${limit}`;
}

/**
 * How many candidates each job's list ranks (the N of "Matching candidates (N)"), counted up to
 * MATCH_POOL + 1 so that a caller can tell "more than MATCH_POOL": one statement, one bounded
 * index scan per job.
 */
export async function countMatchingCandidates(
  db: Db,
  jobs: readonly { nid: number; skills: readonly number[] }[],
): Promise<Map<number, number>> {
  if (jobs.length === 0) return new Map();
  const counts = jobs.map(
    (job) => sql`SELECT ${job.nid}::int AS nid,
      (SELECT count(*) FROM (${poolSql(job.skills, MATCH_POOL + 1, false)}) pool) AS matches`,
  );
  const rows = await queryRows<{ nid: number; matches: string | number }>(
    db,
    sql.join(counts, sql` UNION ALL `),
  );
  return new Map(rows.map((row) => [Number(row.nid), Number(row.matches)]));
}

/** A job's skills as job_match_counts keeps them: each once, in order, as an array literal. */
const skillsOf = (skills: readonly number[]) =>
  `{${[...new Set(skills)].sort((a, b) => a - b).join(',')}}`;

/** How long a job's count of matching candidates is kept before it is counted again. */
export const MATCH_COUNT_TTL_MS = 10 * 60_000;

/** The recounts this process has running in the background, by job. */
const recounting = new Map<number, Promise<void>>();

/** Counts `jobs` and keeps their counts (job_match_counts). */
async function countAndKeep(
  db: Db,
  jobs: readonly { nid: number; skills: readonly number[] }[],
  now: Date,
): Promise<Map<number, number>> {
  const counted = await countMatchingCandidates(db, jobs);
  const at = now.toISOString();
  const rows = jobs.map(
    (job) =>
      sql`(${job.nid}, ${skillsOf(job.skills)}::int[], ${counted.get(job.nid) ?? 0}, ${at}::timestamptz)`,
  );
  await db.execute(sql`INSERT INTO job_match_counts (job_nid, skills, matches, counted_at)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (job_nid) DO UPDATE SET skills = EXCLUDED.skills, matches = EXCLUDED.matches,
      counted_at = EXCLUDED.counted_at`);
  return counted;
}

/** Resolves once the background recounts running now have ended (for tests and shutdown). */
export async function matchRecountsSettled(): Promise<void> {
  await Promise.all([...recounting.values()]);
}

/**
 * countMatchingCandidates through job_match_counts. A job never counted, or counted for other
 * skills than it has now, is counted at once (a job's change of skills shows at once). A count
 * older than MATCH_COUNT_TTL_MS is answered as it is and counted again in the background, once
 * per process however many ask meanwhile: new candidates show within ten minutes and a visit
 * never waits for a whole list of jobs to be counted again. A recount that fails leaves the old
 * count, to be counted again on the next visit.
 */
export async function countMatchingCandidatesKept(
  db: Db,
  jobs: readonly { nid: number; skills: readonly number[] }[],
  now: Date,
): Promise<Map<number, number>> {
  if (jobs.length === 0) return new Map();
  const fresh = now.getTime() - MATCH_COUNT_TTL_MS;
  const kept = await queryRows<{
    job_nid: number;
    skills: number[] | string;
    matches: number;
    counted_at: string | Date;
  }>(
    db,
    sql`SELECT job_nid, skills, matches, counted_at FROM job_match_counts
      WHERE job_nid = ANY(${`{${jobs.map((job) => job.nid).join(',')}}`}::int[])`,
  );
  const keptFor = new Map(
    kept.map((row) => [
      Number(row.job_nid),
      {
        skills: Array.isArray(row.skills) ? `{${row.skills.join(',')}}` : String(row.skills),
        matches: Number(row.matches),
        stale: new Date(row.counted_at).getTime() <= fresh,
      },
    ]),
  );
  const counts = new Map<number, number>();
  const stale: { nid: number; skills: readonly number[] }[] = [];
  const missing = jobs.filter((job) => {
    const found = keptFor.get(job.nid);
    if (!found || found.skills !== skillsOf(job.skills)) return true;
    counts.set(job.nid, found.matches);
    if (found.stale && !recounting.has(job.nid)) stale.push(job);
    return false;
  });
  if (stale.length > 0) {
    const recount = countAndKeep(db, stale, now)
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => {
        for (const job of stale) recounting.delete(job.nid);
      });
    for (const job of stale) recounting.set(job.nid, recount);
  }
  if (missing.length === 0) return counts;
  const counted = await countAndKeep(db, missing, now);
  for (const job of missing) counts.set(job.nid, counted.get(job.nid) ?? 0);
  return counts;
}

/**
 * Keeps the count a job's matching list has just made (when it is below the pool, so exact): the
 * dashboard then says what the list says.
 */
export async function keepMatchCount(
  db: Db,
  job: { nid: number; skills: readonly number[] },
  matches: number,
  now: Date,
): Promise<void> {
  if (matches >= MATCH_POOL) return;
  const skills = skillsOf(job.skills);
  // Nothing is kept for a job deleted since the list was made.
  await db.execute(sql`INSERT INTO job_match_counts (job_nid, skills, matches, counted_at)
    SELECT nid, ${skills}::int[], ${matches}, ${now.toISOString()}::timestamptz FROM jobs
    WHERE nid = ${job.nid}
    ON CONFLICT (job_nid) DO UPDATE SET skills = EXCLUDED.skills, matches = EXCLUDED.matches,
      counted_at = EXCLUDED.counted_at`);
}

/**
 * The query of one page of the candidates who fit `job`, best first (newest first among
 * equals), with the candidate search's columns as `viewer` may see them. A demo viewer's order
 * and scores read only what demo access shows (score.ts DEMO_VIEW). Exported for the bench.
 */
export function rankCandidatesQuery(job: MatchJob, viewer: Viewer, page: number, now: Date): SQL {
  const score = matchScoreSql(job, viewer.demo ? DEMO_VIEW : EMPLOYER_VIEW);
  return sql`WITH pool AS MATERIALIZED (${poolSql(job.skills, MATCH_POOL)}), scored AS (
        SELECT p.nid, p.created, ${score} AS score FROM pool p OFFSET 0
      ), ranked AS (
        SELECT nid, created, score, count(*) OVER () AS total_rows FROM scored
        ORDER BY score DESC, created DESC, nid DESC
        LIMIT ${MATCH_PAGE_SIZE} OFFSET ${page * MATCH_PAGE_SIZE}
      )
      SELECT ranked.score AS match_score, ranked.total_rows, shown.*
      FROM ranked CROSS JOIN LATERAL (${selectRows(viewer, now)} WHERE p.nid = ranked.nid) shown
      ORDER BY ranked.score DESC, ranked.created DESC, ranked.nid DESC`;
}

/** One page of the candidates who fit `job` (see rankCandidatesQuery). */
export async function rankCandidatesForJob(
  db: Db,
  job: MatchJob,
  viewer: Viewer,
  page: number,
  now: Date,
): Promise<RankedCandidate[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    rankCandidatesQuery(job, viewer, page, now),
  );
  return rows.map((row) => ({ record: toRecord(row), score: Number(row.match_score) }));
}
