import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobAlertUnsubscribePath, MAX_ALERT_JOBS } from '@contract/savedSearches';
import { newSecret } from '../auth/secrets';
import { queryRows, type Db } from '../db/connect';
import { settingOrInsert } from '../db/settings';
import { ApiError } from '../http/errors';
import { parseId } from '../http/ids';
import { newJobsForAlert } from '../jobs/listQueries';
import type { Mailer } from '../mail/mailer';
import { jobAlertMail } from '../mail/messages';
import type { JobQueue } from '../queue/jobQueue';
import { scheduleRound } from '../queue/scheduledRound';
import { readSavedQuery } from './savedSearches';

const JOB_ALERTS_QUEUE = 'job-alerts';

/**
 * How long after a mail the next one may go out. An hour short of the period, so that a round
 * running a little later than the one before still mails a daily search once a day.
 */
const NEXT_MAIL_AFTER = { daily: sql`interval '23 hours'`, weekly: sql`interval '167 hours'` };
/**
 * Jobs created this long before the last mail are still looked at: one saved while that round
 * ran was not visible to it. The announced list keeps them from being mailed twice.
 */
const OVERLAP_MS = 3600_000;
/** Jobs one mail can announce (it lists MAX_ALERT_JOBS and counts the rest). */
const ANNOUNCED_PER_MAIL = 200;
/** Searches read per step of a round. */
const BATCH = 200;

/**
 * The one-click unsubscribe token of a saved search: its id and an HMAC of it under a key kept
 * in the settings table, so the link needs no stored secret and stays valid for the search's
 * life. It can do one thing only: turn that search's mails off.
 */
export class UnsubscribeTokens {
  constructor(private readonly key: string) {}

  token(searchId: number): string {
    return `${searchId}.${this.sign(searchId)}`;
  }

  /** The search id a token names, or null when it is not one of ours. */
  verify(token: string): number | null {
    const match = /^([0-9]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
    const id = match ? parseId(match[1]) : null;
    if (!match || id === null) return null;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(match[2]);
    return timingSafeEqual(expected, given) ? id : null;
  }

  private sign(searchId: number): string {
    return createHmac('sha256', this.key)
      .update(`job-alert-unsubscribe:${searchId}`)
      .digest('base64url');
  }
}

export async function unsubscribeTokens(db: Db): Promise<UnsubscribeTokens> {
  return new UnsubscribeTokens(await settingOrInsert(db, 'job_alert_unsubscribe_key', newSecret()));
}

export interface JobAlertDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  tokens: UnsubscribeTokens;
}

export interface JobAlertReport {
  /** Searches that were due. */
  searches: number;
  mails: number;
  /** Jobs the mails announced. */
  jobs: number;
}

/** Whether search `s` may be mailed at `now`: alerts on, and its period since the last mail. */
const due = (now: Date) =>
  sql`s.frequency <> 'none' AND (s.last_mailed_at IS NULL OR s.last_mailed_at <= ${now.toISOString()}::timestamptz -
      CASE s.frequency WHEN 'daily' THEN ${NEXT_MAIL_AFTER.daily} ELSE ${NEXT_MAIL_AFTER.weekly} END)`;

/**
 * One round of job alerts: every due search of a confirmed, active candidate is mailed the jobs
 * it finds that were created since her last mail (or since she turned the alerts on) and that
 * no earlier mail announced; nothing when there is nothing new. Each search is handled in its
 * own transaction that locks its row (a search another process is mailing is skipped), checks
 * again that it is due, records the jobs it announces (the primary key refuses a job already
 * announced for the search) and queues the mail with the transaction (the outbox): a job is
 * mailed once per search however many processes run rounds at the same time.
 */
export async function runJobAlerts(deps: JobAlertDeps, now: Date): Promise<JobAlertReport> {
  const report: JobAlertReport = { searches: 0, mails: 0, jobs: 0 };
  for (let after = 0; ;) {
    const ids = await queryRows<{ id: number }>(
      deps.db,
      sql`SELECT s.id FROM saved_searches s JOIN users u ON u.id = s.uid
          WHERE s.id > ${after} AND ${due(now)} AND u.status AND 'candidate' = ANY(u.roles)
          ORDER BY s.id LIMIT ${BATCH}`,
    );
    for (const { id } of ids) {
      report.searches += 1;
      const announced = await deps.db.transaction((tx) => alertOne(deps, tx, Number(id), now));
      if (announced > 0) {
        report.mails += 1;
        report.jobs += announced;
      }
    }
    if (ids.length < BATCH) return report;
    after = Number(ids[ids.length - 1].id);
  }
}

/** Mails search `id` if it is (still) due and finds new jobs; the number of jobs announced. */
async function alertOne(deps: JobAlertDeps, tx: Db, id: number, now: Date): Promise<number> {
  const [search] = await queryRows<{
    id: number;
    name: string;
    query: string;
    frequency: 'daily' | 'weekly';
    alerts_since: Date | string;
    last_mailed_at: Date | string | null;
    mail: string;
  }>(
    tx,
    sql`SELECT s.id, s.name, s.query, s.frequency, s.alerts_since, s.last_mailed_at, u.mail
        FROM saved_searches s JOIN users u ON u.id = s.uid
        WHERE s.id = ${id} AND ${due(now)} AND u.status AND 'candidate' = ANY(u.roles)
        FOR UPDATE OF s SKIP LOCKED`,
  );
  if (!search) return 0;
  let filters;
  try {
    ({ filters } = readSavedQuery(search.query));
  } catch (error) {
    // A filter value the lists no longer know: the search finds nothing until she edits it.
    if (error instanceof ApiError) return 0;
    throw error;
  }
  // Never before she turned the alerts on: older jobs were there when she saved the search.
  const since = new Date(
    Math.max(
      new Date(search.alerts_since).getTime(),
      search.last_mailed_at ? new Date(search.last_mailed_at).getTime() - OVERLAP_MS : 0,
    ),
  );
  const found = await newJobsForAlert(tx, { id, filters, since }, ANNOUNCED_PER_MAIL, now);
  if (found.length === 0) return 0;
  const recorded = await queryRows<{ job_nid: number }>(
    tx,
    sql`INSERT INTO saved_search_alerts (search_id, job_nid, sent_at)
        SELECT ${id}, nid, ${now.toISOString()}::timestamptz
        FROM unnest(${`{${found.map((job) => job.nid).join(',')}}`}::int[]) AS nid
        ON CONFLICT DO NOTHING RETURNING job_nid`,
  );
  const fresh = new Set(recorded.map((row) => Number(row.job_nid)));
  const jobs = found.filter((job) => fresh.has(job.nid));
  if (jobs.length === 0) return 0;
  await tx.execute(
    sql`UPDATE saved_searches SET last_mailed_at = ${now.toISOString()} WHERE id = ${id}`,
  );
  const token = deps.tokens.token(id);
  await deps.mailer.send(
    tx,
    jobAlertMail(search.mail, deps.appUrl, {
      name: search.name,
      query: search.query,
      frequency: search.frequency,
      jobs: jobs.slice(0, MAX_ALERT_JOBS),
      more: Math.max(0, jobs.length - MAX_ALERT_JOBS),
      unsubscribeApi: `${deps.appUrl}${jobAlertUnsubscribePath(token)}`,
      unsubscribePage: `${deps.appUrl}/job-alerts/unsubscribe/${encodeURIComponent(token)}`,
    }),
  );
  return jobs.length;
}

/**
 * Job alert rounds on the queue, one per tick of JOB_ALERTS_SCHEDULE whatever the number of
 * servers (see scheduleRound). Returns a function that stops this process's worker.
 */
export function scheduleJobAlerts(
  queue: JobQueue,
  deps: JobAlertDeps,
  log: FastifyBaseLogger,
  schedule: string | null,
): Promise<() => Promise<void>> {
  return scheduleRound(
    queue,
    {
      queue: JOB_ALERTS_QUEUE,
      logKey: 'jobAlerts',
      label: 'job alerts',
      run: (now) => runJobAlerts(deps, now),
    },
    log,
    schedule,
  );
}
