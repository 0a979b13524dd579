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
 * Read from the day counts the database keeps (migration 032): a candidate counts on the
 * latest day a period may start and still include her, so a period is the sum of its days.
 */
export async function funnel(
  db: Db,
  organizationNid: number,
  days: number,
  jobNid: number | null,
  now: Date,
): Promise<Funnel> {
  const firstDay = periodStart(now, days).toISOString().slice(0, 10);
  const sums = sql`coalesce(sum(matched), 0)::int AS matched,
    coalesce(sum(requested), 0)::int AS requested, coalesce(sum(accepted), 0)::int AS accepted,
    coalesce(sum(on_board), 0)::int AS on_board`;
  const [row] = await queryRows<Record<'matched' | 'requested' | 'accepted' | 'on_board', number>>(
    db,
    jobNid === null
      ? sql`SELECT ${sums} FROM funnel_days
          WHERE organization_nid = ${organizationNid} AND day >= ${firstDay}::date`
      : sql`SELECT ${sums} FROM job_funnel_days
          WHERE job_nid = ${jobNid} AND day >= ${firstDay}::date`,
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

/** A week of introduction_days (its Monday): asked for, accepted, answered. */
type IntroductionWeek = [week: string, requested: number, accepted: number, answered: number];

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
  // Asked for (a third-party profile accepted when asked for) and answered, per week of the
  // period's days, and the median time to an answer over the answers given in the period: the
  // middle one or two of them in the order of answer_seconds, which one index holds (the days
  // say how many there are).
  const [found] = await queryRows<{ median: number | null; weeks: IntroductionWeek[] }>(
    db,
    sql`WITH weeks AS (
        SELECT day - (extract(isodow FROM day)::int - 1) AS week, sum(requested)::int AS requested,
          sum(accepted)::int AS accepted, sum(answered)::int AS answered
        FROM introduction_days
        WHERE organization_nid = ${organizationNid} AND day >= ${from.slice(0, 10)}::date
        GROUP BY 1
      ), answers AS (
        SELECT coalesce(sum(answered), 0)::int AS n FROM weeks
      ), middle AS (
        SELECT answer_seconds FROM candidate_introductions
        WHERE organization_nid = ${organizationNid} AND answered_at >= ${from}::timestamptz
        ORDER BY answer_seconds
        OFFSET (SELECT (n - 1) / 2 FROM answers) LIMIT (SELECT 2 - n % 2 FROM answers)
      )
      SELECT (SELECT avg(answer_seconds) FROM middle) AS median,
        coalesce((SELECT json_agg(json_build_array(week::text, requested, accepted, answered))
          FROM weeks), '[]') AS weeks`,
  );
  const rows = new Map(
    found.weeks.map(([week, requested, accepted]) => [week, { requested, accepted }]),
  );
  const answered = found.weeks.reduce((sum, [, , , answers]) => sum + answers, 0);
  const weeks: IntroductionWeeks['weeks'] = [];
  for (
    let monday = mondayOf(new Date(from));
    monday.getTime() <= now.getTime();
    monday = new Date(monday.getTime() + 7 * DAY_MS)
  ) {
    const week = monday.toISOString().slice(0, 10);
    const sum = rows.get(week);
    weeks.push({ week, requested: sum?.requested ?? 0, accepted: sum?.accepted ?? 0 });
  }
  const median = found.median === null ? null : Number(found.median) / 3600;
  return {
    days,
    weeks,
    answered,
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
    // The newest open jobs from one index, and how many are open from another (not a window
    // over all of them).
    sql`SELECT nid, title, technical_skill_tids AS skills,
        (SELECT count(*) FROM jobs o
          WHERE o.organization_nid = ${organizationNid} AND o.valid_until >= ${day}::date)::int
          AS open_jobs
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

/** How long her skill suggestion is kept before it is counted again. */
export const SKILL_SUGGESTION_TTL_MS = 10 * 60_000;

interface SkillSuggestionRow {
  jobs: number;
  skill_tid: number | null;
  skill: string | null;
  more_jobs: number;
}

/**
 * The open jobs whose matching lists take her now (of organizations with access to the
 * candidate database: a demo list shows no one), and the skill she lacks that the most other
 * open jobs ask for: each of those lists would take her with it. Kept ten minutes, and counted
 * again at once when her skills change.
 */
async function skillSuggestion(
  db: Db,
  candidateNid: number,
  now: Date,
): Promise<Pick<CandidateInsights, 'jobs' | 'suggestion'>> {
  const fresh = new Date(now.getTime() - SKILL_SUGGESTION_TTL_MS).toISOString();
  const mine = sql`(SELECT coalesce(array_agg(DISTINCT tid ORDER BY tid), '{}')
    FROM candidate_profile_skills WHERE nid = ${candidateNid} AND kind = 'technical')`;
  const kept = sql`SELECT k.jobs, k.skill_tid, t.name AS skill, k.more_jobs
    FROM candidate_skill_suggestions k LEFT JOIN taxonomy_terms t ON t.tid = k.skill_tid
    WHERE k.candidate_nid = ${candidateNid} AND k.counted_at > ${fresh}::timestamptz
      AND k.skills = ${mine}`;
  let [row] = await queryRows<SkillSuggestionRow>(db, kept);
  if (!row) {
    await db.execute(sql`WITH mine AS (SELECT ${mine} AS skills), open AS (
        SELECT j.technical_skill_tids AS skills FROM jobs j
        JOIN organizations o ON o.nid = j.organization_nid
        WHERE j.valid_until >= ${today(now)}::date
          AND o.candidate_database_date > ${now.toISOString()}::timestamptz
      ), best AS (
        SELECT s AS tid, count(*)::int AS more FROM open, unnest(open.skills) AS s
        WHERE cardinality(open.skills) > 0 AND NOT (open.skills && (SELECT skills FROM mine))
        GROUP BY s ORDER BY count(*) DESC, s LIMIT 1
      )
      INSERT INTO candidate_skill_suggestions
        (candidate_nid, skills, jobs, skill_tid, more_jobs, counted_at)
      SELECT ${candidateNid}, (SELECT skills FROM mine),
        (SELECT count(*) FROM open
          WHERE cardinality(skills) = 0 OR skills && (SELECT skills FROM mine))::int,
        best.tid, coalesce(best.more, 0), ${now.toISOString()}::timestamptz
      FROM (SELECT 1) one LEFT JOIN best ON true
      ON CONFLICT (candidate_nid) DO UPDATE SET skills = EXCLUDED.skills, jobs = EXCLUDED.jobs,
        skill_tid = EXCLUDED.skill_tid, more_jobs = EXCLUDED.more_jobs,
        counted_at = EXCLUDED.counted_at`);
    [row] = await queryRows<SkillSuggestionRow>(db, kept);
  }
  return {
    jobs: Number(row?.jobs ?? 0),
    suggestion:
      row?.skill_tid && row.skill && Number(row.more_jobs) > 0
        ? { skill: row.skill, tid: Number(row.skill_tid), more_jobs: Number(row.more_jobs) }
        : null,
  };
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
  return {
    days: CANDIDATE_INSIGHT_DAYS,
    lists: Number(row.lists),
    asked: Number(row.asked),
    ...(await skillSuggestion(db, candidateNid, now)),
  };
}
