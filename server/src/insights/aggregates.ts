/**
 * The hiring charts' figures, over indexed columns: the introductions (candidate_introductions:
 * organization and time asked, organization and time answered), who the matching lists showed
 * (match_reach and match_appearances: organization, or job, and the last day), the connections
 * and the open jobs.
 */
import { sql } from 'drizzle-orm';
import type {
  CandidateInsights,
  Funnel,
  IntroductionWeeks,
  JobTexts,
  MatchesPerJob,
} from '@contract/insights/api';
import { CANDIDATE_INSIGHT_DAYS, MATCHES_CHART_JOBS } from '@contract/insights/api';
import { MATCH_COUNT_JOBS } from '@contract/matching/api';
import { queryRows, type Db } from '../db/connect';
import { today } from '../jobs/repository';
import { countMatchingCandidatesKept } from '../matching/candidateMatches';

const DAY_MS = 86_400_000;

/** The first instant of a period of `days` days that ends now: today and the days before. */
export function periodStart(now: Date, days: number): Date {
  const midnight = new Date(`${today(now)}T00:00:00.000Z`);
  return new Date(midnight.getTime() - (days - 1) * DAY_MS);
}

/**
 * Of the candidates the organization's matching lists showed in the period (for one job, or for
 * any), how many it asked for an introduction in the period, how many of those accepted, and
 * how many of those are still connected (on its board). Each figure is part of the one before.
 */
export async function funnel(
  db: Db,
  organizationNid: number,
  days: number,
  jobNid: number | null,
  now: Date,
): Promise<Funnel> {
  const start = periodStart(now, days);
  const from = start.toISOString();
  const firstDay = from.slice(0, 10);
  // Shown in the period: the last day it happened falls in it (no day lies ahead).
  const shown =
    jobNid === null
      ? sql`SELECT r.candidate_nid FROM match_reach r
          WHERE r.organization_nid = ${organizationNid} AND r.last_day >= ${firstDay}::date`
      : sql`SELECT a.candidate_nid FROM match_appearances a
          WHERE a.organization_nid = ${organizationNid} AND a.job_nid = ${jobNid}
            AND a.last_day >= ${firstDay}::date`;
  const wasShown =
    jobNid === null
      ? sql`EXISTS (SELECT 1 FROM match_reach r WHERE r.organization_nid = ${organizationNid}
          AND r.candidate_nid = i.candidate_nid AND r.last_day >= ${firstDay}::date)`
      : sql`EXISTS (SELECT 1 FROM match_appearances a WHERE a.organization_nid = ${organizationNid}
          AND a.job_nid = ${jobNid} AND a.candidate_nid = i.candidate_nid
          AND a.last_day >= ${firstDay}::date)`;
  const [row] = await queryRows<Record<'matched' | 'requested' | 'accepted' | 'on_board', number>>(
    db,
    sql`WITH introduced AS (
        SELECT i.candidate_nid, bool_or(coalesce(i.accepted, false)) AS accepted
        FROM candidate_introductions i
        WHERE i.organization_nid = ${organizationNid} AND i.created >= ${from}::timestamptz
          AND ${wasShown}
        GROUP BY i.candidate_nid
      )
      SELECT (SELECT count(*) FROM (${shown}) matched)::int AS matched,
        (SELECT count(*) FROM introduced)::int AS requested,
        (SELECT count(*) FROM introduced WHERE accepted)::int AS accepted,
        (SELECT count(*) FROM introduced i JOIN candidate_connections c
           ON c.organization_nid = ${organizationNid} AND c.candidate_nid = i.candidate_nid
         WHERE i.accepted AND c.status = 'connected')::int AS on_board`,
  );
  return {
    days,
    job: jobNid,
    matched: Number(row.matched),
    requested: Number(row.requested),
    accepted: Number(row.accepted),
    on_board: Number(row.on_board),
  };
}

/** The Monday of the week of `day` (YYYY-MM-DD, UTC). */
function mondayOf(day: Date): Date {
  const midnight = new Date(`${day.toISOString().slice(0, 10)}T00:00:00.000Z`);
  return new Date(midnight.getTime() - ((midnight.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * The introductions the organization asked for per week of the period and how many were
 * accepted in each (by when she accepted; a third-party profile when it was asked for), with
 * the median time from an introduction to her answer over the answers given in the period.
 */
export async function introductionWeeks(
  db: Db,
  organizationNid: number,
  days: number,
  now: Date,
): Promise<IntroductionWeeks> {
  const from = periodStart(now, days).toISOString();
  const weekOf = (column: string) =>
    sql.raw(`date_trunc('week', ${column} AT TIME ZONE 'UTC')::date`);
  // Asked for in the period, by week (a third-party profile is accepted when asked for) ...
  const asked = await queryRows<{ week: string; requested: number; direct: number }>(
    db,
    sql`SELECT ${weekOf('created')}::text AS week, count(*)::int AS requested,
        count(*) FILTER (WHERE accepted AND answered_at IS NULL)::int AS direct
      FROM candidate_introductions
      WHERE organization_nid = ${organizationNid} AND created >= ${from}::timestamptz
      GROUP BY 1`,
  );
  // ... and answered in it, by week, with the median time to an answer over all of them.
  const answeredRows = await queryRows<{
    week: string | null;
    accepted: number;
    answered: number;
    median: number | null;
  }>(
    db,
    sql`SELECT ${weekOf('answered_at')}::text AS week,
        count(*) FILTER (WHERE accepted)::int AS accepted, count(*)::int AS answered,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - created))
          AS median
      FROM candidate_introductions
      WHERE organization_nid = ${organizationNid} AND answered_at >= ${from}::timestamptz
      GROUP BY GROUPING SETS ((1), ())`,
  );
  const total = answeredRows.find((row) => row.week === null);
  const answers = { answered: total?.answered ?? 0, median: total?.median ?? null };
  const rows = new Map<string, { requested: number; accepted: number }>();
  const add = (week: string, requested: number, accepted: number) => {
    const found = rows.get(week) ?? { requested: 0, accepted: 0 };
    rows.set(week, { requested: found.requested + requested, accepted: found.accepted + accepted });
  };
  for (const row of asked) add(row.week, Number(row.requested), Number(row.direct));
  for (const row of answeredRows) if (row.week !== null) add(row.week, 0, Number(row.accepted));
  const weeks: IntroductionWeeks['weeks'] = [];
  for (
    let monday = mondayOf(new Date(from));
    monday.getTime() <= now.getTime();
    monday = new Date(monday.getTime() + 7 * DAY_MS)
  ) {
    const week = monday.toISOString().slice(0, 10);
    const found = rows.get(week);
    weeks.push({
      week,
      requested: Number(found?.requested ?? 0),
      accepted: Number(found?.accepted ?? 0),
    });
  }
  const median = answers.median === null ? null : Number(answers.median) / 3600;
  return {
    days,
    weeks,
    answered: Number(answers.answered),
    median_answer_hours: median === null ? null : Math.round(median * 10) / 10,
  };
}

/**
 * The open jobs with the most matching candidates, of the organization's MATCH_COUNT_JOBS newest
 * open jobs: the dashboard's Matches column's counts, kept up to ten minutes.
 */
export async function matchesPerJob(
  db: Db,
  organizationNid: number,
  now: Date,
): Promise<MatchesPerJob> {
  const day = today(now);
  const newest = await queryRows<{
    nid: number;
    title: string;
    skills: number[] | null;
    open_jobs: number;
  }>(
    db,
    sql`SELECT nid, title, technical_skill_tids AS skills, count(*) OVER ()::int AS open_jobs
      FROM jobs WHERE organization_nid = ${organizationNid} AND valid_until >= ${day}::date
      ORDER BY created DESC, nid DESC LIMIT ${MATCH_COUNT_JOBS}`,
  );
  const counts = await countMatchingCandidatesKept(
    db,
    newest.map((job) => ({ nid: Number(job.nid), skills: job.skills ?? [] })),
    now,
  );
  const jobs = newest
    .map((job) => ({
      nid: Number(job.nid),
      title: job.title,
      matches: counts.get(Number(job.nid)) ?? 0,
    }))
    .sort((a, b) => b.matches - a.matches || b.nid - a.nid)
    .slice(0, MATCHES_CHART_JOBS);
  return {
    open_jobs: Number(newest[0]?.open_jobs ?? 0),
    counted: newest.length,
    jobs,
  };
}

/** The organization's open jobs by the category of their texts' gender-coded wording. */
export async function jobTexts(db: Db, organizationNid: number, now: Date): Promise<JobTexts> {
  const [row] = await queryRows<Record<'feminine' | 'neutral' | 'masculine', number>>(
    db,
    sql`SELECT
        count(*) FILTER (WHERE gender_coding IN ('feminine', 'strongly feminine'))::int AS feminine,
        count(*) FILTER (WHERE gender_coding IN ('neutral') OR gender_coding IS NULL)::int AS neutral,
        count(*) FILTER (WHERE gender_coding IN ('masculine', 'strongly masculine'))::int AS masculine
      FROM jobs WHERE organization_nid = ${organizationNid} AND valid_until >= ${today(now)}::date`,
  );
  const feminine = Number(row.feminine);
  const neutral = Number(row.neutral);
  const masculine = Number(row.masculine);
  return { open_jobs: feminine + neutral + masculine, feminine, neutral, masculine };
}

/**
 * The candidate's own figures: how many organizations' matching lists showed her, and how many
 * asked for an introduction, in the last CANDIDATE_INSIGHT_DAYS days.
 */
export async function candidateInsights(
  db: Db,
  candidateNid: number,
  now: Date,
): Promise<CandidateInsights> {
  const from = periodStart(now, CANDIDATE_INSIGHT_DAYS).toISOString();
  const [row] = await queryRows<{ lists: number; asked: number }>(
    db,
    sql`SELECT
        (SELECT count(*) FROM match_reach
          WHERE candidate_nid = ${candidateNid} AND last_day >= ${from.slice(0, 10)}::date)::int AS lists,
        (SELECT count(DISTINCT organization_nid) FROM candidate_introductions
          WHERE candidate_nid = ${candidateNid} AND created >= ${from}::timestamptz)::int AS asked`,
  );
  return { days: CANDIDATE_INSIGHT_DAYS, lists: Number(row.lists), asked: Number(row.asked) };
}
