import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { decodeHTML } from 'entities';
import { MAX_JOB_SKILLS, MAX_JOB_TITLE } from '@contract/jobs';
import { MAX_SALARY } from '@contract/reference';
import { queryRows, type Db } from '../db/connect';
import { jobs } from '../db/jobSchema';
import { greenhouseIntegrations, type GreenhouseIntegrationRow } from '../db/organizationSchema';
import { controlCharacterProblem } from '../http/bodyShape';
import { latestValidUntil, type JobValues } from '../jobs/attributes';
import { insertJob, today, updateJob, valuesOf } from '../jobs/repository';
import { jobQuotaLeft } from '../jobs/rules';
import { emptyJobValues } from '../jobs/write';
import { inTransaction, type JobQueue } from '../queue/jobQueue';
import { EMPLOYMENT_TYPE } from '../reference/options/jobOptions';
import { getListFieldOptions } from '../reference/listFieldOptions';
import { MAX_RICH_TEXT, MAX_URL, singleLineProblem } from '../jsonapi/memberRules';
import { sanitizeBasicHtml } from '../sanitize/sanitizeBasicHtml';
import type { GreenhouseClient } from './client';
import { BoardNotFoundError, type GreenhouseJob, type PayRange } from './client';
import { findOrganizationByNid } from '../organizations/repository';

export const GREENHOUSE_SYNC_QUEUE = 'greenhouse-sync';
/** The scheduled round that queues a sync of every enabled board. */
export const GREENHOUSE_ROUND_QUEUE = 'greenhouse-sync-all';

const NO_DESCRIPTION = '<p>The full description is on the company’s job board.</p>';

export interface SyncReport {
  state: 'ok' | 'quota' | 'not_found' | 'failed';
  message: string;
}

/**
 * Queues a sync of integration `id` in `db`'s transaction (a board just added or enabled, or
 * "Sync now"); one sync of a board runs at a time.
 */
export async function requestSync(queue: JobQueue, db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(greenhouseIntegrations)
    .set({ syncState: 'running', syncMessage: null, syncRequestedAt: now, syncRetryAt: null })
    .where(eq(greenhouseIntegrations.id, id));
  await queue.send(
    GREENHOUSE_SYNC_QUEUE,
    { integration: id },
    { db: inTransaction(db), singletonKey: String(id) },
  );
}

/**
 * Imports the published jobs of a Greenhouse board into its organization: upserted by
 * (organization, board token, Greenhouse job id), `absolute_url` as the apply URL, the content
 * decoded once and sanitized to basic_html, the first pay range as the salary. Greenhouse owns
 * those fields; what it does not say (employment type after the first import, skills, remote,
 * experience, country) stays the employer's. Jobs that left the board are unpublished (they
 * expire today). New jobs count against the job quota: past it they are not imported, and the
 * report says so. A wrong token is a report, not an error; anything else throws, for a retry.
 */
export async function syncIntegration(
  db: Db,
  client: GreenhouseClient,
  id: number,
  now: Date,
): Promise<SyncReport | null> {
  const [integration] = await db
    .select()
    .from(greenhouseIntegrations)
    .where(eq(greenhouseIntegrations.id, id))
    .limit(1);
  if (!integration || !integration.enabled) return null;
  let listed: GreenhouseJob[];
  try {
    listed = await client.jobs(integration.boardToken);
  } catch (error) {
    if (!(error instanceof BoardNotFoundError)) throw error;
    return record(db, integration, { state: 'not_found', message: error.message }, now);
  }
  const ranges = await payRanges(client, integration.boardToken, listed);
  const skills = await skillTerms(db);
  const report = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT nid FROM organizations WHERE nid = ${integration.organizationNid} FOR UPDATE`,
    );
    const organization = await findOrganizationByNid(tx, integration.organizationNid);
    if (!organization) return null;
    const existing = new Map(
      (
        await tx
          .select()
          .from(jobs)
          .where(
            and(
              eq(jobs.organizationNid, integration.organizationNid),
              eq(jobs.greenhouseBoardToken, integration.boardToken),
            ),
          )
      ).map((row) => [row.greenhouseJobId as number, row]),
    );
    let created = 0;
    let updated = 0;
    let skipped = 0;
    const seen = new Set<number>();
    // Counted once under the row lock; each job this sync publishes takes one.
    let slots = await jobQuotaLeft(tx, organization, now);
    const refused: string[] = [];
    for (const job of listed) {
      seen.add(job.id);
      const owned = greenhouseValues(job, ranges.get(job.id) ?? null, now);
      if (!owned) continue;
      if ('problem' in owned) {
        refused.push(`job ${job.id}: ${owned.problem}`);
        continue;
      }
      const current = existing.get(job.id);
      if (current) {
        const wasActive = current.validUntil >= today(now);
        if (!wasActive && slots <= 0) {
          skipped += 1;
          continue;
        }
        if (!wasActive) slots -= 1;
        await updateJob(tx, current.nid, { ...valuesOf(current), ...owned }, now);
        updated += 1;
        continue;
      }
      if (slots <= 0) {
        skipped += 1;
        continue;
      }
      slots -= 1;
      await insertJob(
        tx,
        {
          uuid: randomUUID(),
          organizationNid: organization.nid,
          authorUid: null,
          values: {
            ...emptyJobValues(organization.currency ?? 'USD'),
            ...firstImport(job, skills),
            ...owned,
          },
          greenhouse: { boardToken: integration.boardToken, jobId: job.id },
        },
        now,
      );
      created += 1;
    }
    // Gone from the board: unpublished, which frees their slots.
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    let unpublished = 0;
    for (const [greenhouseId, row] of existing) {
      if (seen.has(greenhouseId) || row.validUntil < today(now)) continue;
      await updateJob(tx, row.nid, { ...valuesOf(row), validUntil: yesterday }, now);
      unpublished += 1;
    }
    const counts = `${created} new, ${updated} updated, ${unpublished} unpublished`;
    const refusals = refusedText(refused);
    return skipped > 0
      ? {
          state: 'quota' as const,
          message: `${skipped} of ${listed.length} jobs were not imported: the job quota of ${organization.jobQuota} active jobs is full (${counts}).${refusals}`,
        }
      : {
          state: 'ok' as const,
          message: `${listed.length} jobs on the board (${counts}).${refusals}`,
        };
  });
  if (!report) return null;
  return record(db, integration, report, now);
}

/** At most this many refused jobs are named in a sync's message; the rest are counted. */
const NAMED_REFUSALS = 3;

/** The sentence a sync's message ends with when jobs were refused ('' when none were). */
function refusedText(refused: string[]): string {
  if (refused.length === 0) return '';
  const named = refused.slice(0, NAMED_REFUSALS).join('; ');
  const more =
    refused.length > NAMED_REFUSALS ? `; and ${refused.length - NAMED_REFUSALS} more` : '';
  const jobs = refused.length === 1 ? '1 job was' : `${refused.length} jobs were`;
  return ` ${jobs} not imported, as the job form would refuse them: ${named}${more}.`;
}

async function record(
  db: Db,
  integration: GreenhouseIntegrationRow,
  report: SyncReport,
  now: Date,
): Promise<SyncReport> {
  await db
    .update(greenhouseIntegrations)
    .set({ syncedAt: now, syncState: report.state, syncMessage: report.message, syncRetryAt: null })
    .where(eq(greenhouseIntegrations.id, integration.id));
  return report;
}

/** The first pay range of every job, four requests at a time; a job gone meanwhile has none. */
async function payRanges(
  client: GreenhouseClient,
  token: string,
  listed: GreenhouseJob[],
): Promise<Map<number, PayRange | null>> {
  const ranges = new Map<number, PayRange | null>();
  const queue = [...listed];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        try {
          ranges.set(job.id, await client.payRange(token, job.id));
        } catch (error) {
          if (!(error instanceof BoardNotFoundError)) throw error;
          ranges.set(job.id, null);
        }
      }
    }),
  );
  return ranges;
}

/**
 * Why a Greenhouse job cannot be imported by the job form's rules (a title and a place are one
 * clean line, no text holds a control character, a salary is within MAX_SALARY), or null.
 */
function importProblem(job: GreenhouseJob, range: PayRange | null): string | null {
  const texts: [string, string | undefined][] = [
    ['title', job.title],
    ['location', job.location?.name],
    ['description', job.content],
  ];
  for (const [name, text] of texts) {
    if (typeof text !== 'string') continue;
    const control = controlCharacterProblem(text, name);
    if (control) return control;
    if (name !== 'description') {
      const line = singleLineProblem(text);
      if (line) return `its ${name} ${line}`;
    }
  }
  if (range && Math.max(range.min_cents, range.max_cents) / 100 > MAX_SALARY)
    return `its pay is above ${MAX_SALARY.toLocaleString('en-US')}, the largest salary accepted.`;
  return null;
}

/**
 * What Greenhouse owns of a job, refreshed at every sync; null for a job without a title, or
 * the reason it breaks the job form's rules (the job is then skipped, the others imported).
 */
function greenhouseValues(
  job: GreenhouseJob,
  range: PayRange | null,
  now: Date,
): JobValues | { problem: string } | null {
  if (typeof job.title !== 'string') return null;
  const problem = importProblem(job, range);
  if (problem) return { problem };
  const title = job.title.replace(/\s+/g, ' ').trim().slice(0, MAX_JOB_TITLE);
  if (!title) return null;
  const values: JobValues = {
    title,
    description: descriptionOf(job.content),
    validUntil: latestValidUntil(now),
    identifier: String(job.id),
  };
  const url = typeof job.absolute_url === 'string' ? job.absolute_url.trim() : '';
  if (url.length <= MAX_URL && /^https?:\/\/[^/]+\.[^/]+/.test(url)) {
    values.applyUrl = url;
    values.applicationMethod = 'apply_url';
  }
  const place = job.location?.name?.replace(/\s+/g, ' ').trim() ?? '';
  if (place && !/^remote$/i.test(place)) values.cityName = place.slice(0, 255);
  const currencies = getListFieldOptions('currency');
  if (
    range &&
    range.currency_type in currencies &&
    range.min_cents >= 0 &&
    range.max_cents >= range.min_cents
  ) {
    values.currency = range.currency_type;
    values.salaryFrom = Math.floor(range.min_cents / 100);
    values.salaryTo = Math.floor(range.max_cents / 100);
  }
  return values;
}

/** What a new job gets from Greenhouse once, for the employer to change afterwards. */
function firstImport(
  job: GreenhouseJob,
  skills: Array<{ tid: number; pattern: RegExp }>,
): JobValues {
  const place = job.location?.name?.trim() ?? '';
  const employment = (job.metadata ?? []).find((entry) =>
    /employment\s*type/i.test(entry.name ?? ''),
  );
  const wanted = typeof employment?.value === 'string' ? employment.value.toLowerCase() : '';
  const employmentType =
    Object.entries(EMPLOYMENT_TYPE).find(
      ([key, label]) => key === wanted || label.toLowerCase() === wanted,
    )?.[0] ?? 'full_time';
  const text = `${job.title} ${decodeHTML(job.content ?? '').replace(/<[^>]*>/g, ' ')}`;
  return {
    employmentType,
    remoteJob: /\bremote\b/i.test(place) ? 'remote' : 'no',
    technicalSkillTids: skills
      .filter((skill) => skill.pattern.test(text))
      .slice(0, MAX_JOB_SKILLS)
      .map((skill) => skill.tid),
  };
}

/** Greenhouse's content is HTML with its entities encoded once more: decoded once, sanitized. */
function descriptionOf(content: string | undefined): string {
  const html = sanitizeBasicHtml(decodeHTML(content ?? ''));
  const fitting =
    html.length <= MAX_RICH_TEXT ? html : sanitizeBasicHtml(html.slice(0, MAX_RICH_TEXT - 1000));
  return fitting.replace(/<[^>]*>/g, '').trim() === '' ? NO_DESCRIPTION : fitting;
}

/** The technical skill terms, each with a whole-word pattern (short names match their case). */
async function skillTerms(db: Db): Promise<Array<{ tid: number; pattern: RegExp }>> {
  const rows = await queryRows<{ tid: number; name: string }>(
    db,
    sql`SELECT tid, name FROM taxonomy_terms WHERE vocabulary = 'technical_skills'`,
  );
  return rows
    .filter((row) => row.name.trim().length >= 2)
    .map((row) => {
      const escaped = row.name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const flags = row.name.trim().length <= 3 ? '' : 'i';
      return {
        tid: Number(row.tid),
        pattern: new RegExp(`(^|[^\\w+#])${escaped}($|[^\\w+#])`, flags),
      };
    });
}
