import { recordIntroductionMailState } from '../candidates/connectionRepository';
import type { Config } from '../config';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';
import { copyLocalFilesToS3 } from '../files/copyToS3';
import { LocalFileStore } from '../files/localFileStore';
import { S3FileStore } from '../files/s3FileStore';
import { describeFileStore } from '../files/stores';
import { MAIL_DEAD_LETTERS, MAIL_QUEUE, type MailJob } from '../mail/mailer';
import type { JobQueue } from '../queue/jobQueue';
import {
  changeBusinessSettings,
  listBusinessSettings,
  type SettingsChange,
} from '../organizations/businessSettings';
import { parseId } from '../http/ids';

/**
 * Organizations that are not public because their owner never confirmed the address (migration
 * 012 unpublished those of before; new ones wait the same way). The owner publishes them by
 * opening the confirmation mail, or a password-reset link ("Forgot password").
 */
async function listUnconfirmedOwners(db: Db): Promise<string> {
  const rows = await queryRows<{
    nid: number;
    title: string;
    mail: string;
    registered: string;
    live: number;
  }>(
    db,
    sql`SELECT o.nid, o.title, u.mail, to_char(u.created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS registered,
        (SELECT count(*)::int FROM jobs j
          WHERE j.organization_nid = o.nid AND j.valid_until >= current_date) AS live
      FROM organizations o
      JOIN organization_members m ON m.organization_nid = o.nid AND m.owner
      JOIN users u ON u.id = m.user_id
      WHERE NOT o.status AND 'unverified_employer' = ANY(u.roles)
      ORDER BY o.nid`,
  );
  if (rows.length === 0) return 'No organization waits for its owner to confirm the email.';
  return [
    ...rows.map(
      (row) =>
        `${row.nid}\t${inert(row.title)}\towner ${inert(row.mail)}\tregistered ${row.registered}\tlive jobs ${row.live}`,
    ),
    'Each is published once its owner opens the confirmation mail or a password-reset link ("Forgot password").',
  ].join('\n');
}

/** A mistake in how the command was called; its message is printed with the usage. */
export class UsageError extends Error {}

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  organizations
      Lists every organization with its owner, quotas and candidate-database access date.
  organizations unconfirmed
      Lists the organizations kept unpublished (with their jobs) because their owner has not
      confirmed the email address: nid, title, owner, when the owner registered, live jobs.
  set-quotas <nid> [--jobs N] [--featured N] [--invites N]
      Sets the job quota, the featured-job quota and the introductions allowed per week.
  set-access <nid> <YYYY-MM-DD|none>
      Gives full candidate-database access until the end of that day (UTC), or takes it away
      (demo access).
  mail failed
      Lists the mail that failed every delivery attempt (dead letters): id, when it was first
      queued, recipient, subject and the last error.
  mail retry <id>
      Queues that mail for delivery again (the server's worker sends it).
  backup <file>
      Writes one archive with the database as of now (a running server hands over its own
      copy) and the uploads under DATA_DIR/files (a bucket is left to its own backups), with
      its time, release and schema. Never overwrites a file.
  restore <file> [--force]
      Puts a backup back into DATA_DIR or the DATABASE_URL database (the server stopped), then
      applies this release's newer migrations. Refuses a target that holds data unless --force
      (an embedded database is then moved aside, not deleted), and a backup from a newer release.
  files copy-to-s3
      Copies the uploads under DATA_DIR/files into the S3_BUCKET bucket (same keys; files the
      bucket already holds are skipped, so it can be run again), and reports what it copied and
      any file the database refers to that is in neither place.`;

const QUOTA_FLAGS: Record<string, keyof SettingsChange> = {
  '--jobs': 'jobQuota',
  '--featured': 'featuredJobQuota',
  '--invites': 'inviteQuotaPerWeek',
};

function parseNid(raw: string | undefined): number {
  const nid = parseId(raw);
  if (nid === null) throw new UsageError('Give an organization nid.');
  return nid;
}

function parseCount(flag: string, raw: string | undefined): number {
  if (!raw || !/^(0|[1-9][0-9]{0,5})$/.test(raw))
    throw new UsageError(`${flag} takes a whole number from 0 to 999999.`);
  return Number(raw);
}

function parseAccessDate(raw: string | undefined): Date | null {
  if (raw === 'none') return null;
  const match = raw ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw) : null;
  const date = match ? new Date(`${raw}T23:59:59Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw)
    throw new UsageError('Give the access date as YYYY-MM-DD, or none.');
  return date;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'demo');

/**
 * User text (an organization's title, an owner's address) as the operator's terminal shows it:
 * control characters — escape sequences that move the cursor or erase a line, tabs that shift
 * the columns, line breaks — are written as visible \u escapes, so a row is printed as it is.
 */
export function inert(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what this escapes.
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Runs one operator command against `db` and returns what to print. Quotas and access dates are
 * business settings: only an operator changes them, never an employer through the API.
 */
export async function runAdminCommand(
  { db, queue, config }: { db: Db; queue: JobQueue; config: Pick<Config, 'dataDir' | 's3'> },
  args: readonly string[],
): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'organizations': {
      if (rest[0] === 'unconfirmed') return listUnconfirmedOwners(db);
      if (rest.length > 0) throw new UsageError(`Unknown option ${rest[0]}.`);
      const rows = await listBusinessSettings(db);
      if (rows.length === 0) return 'No organizations yet.';
      return rows
        .map(
          (row) =>
            `${row.nid}\t${inert(row.title)}\towner ${inert(row.owner ?? '-')}\tjobs ${row.jobQuota}\tfeatured ${row.featuredJobQuota}\tinvites/week ${row.inviteQuotaPerWeek}\taccess ${day(row.candidateDatabaseDate)}`,
        )
        .join('\n');
    }
    case 'set-quotas': {
      const nid = parseNid(rest[0]);
      const change: SettingsChange = {};
      for (let i = 1; i < rest.length; i += 2) {
        const key = QUOTA_FLAGS[rest[i]];
        if (!key) throw new UsageError(`Unknown option ${rest[i]}.`);
        (change as Record<string, number>)[key] = parseCount(rest[i], rest[i + 1]);
      }
      if (Object.keys(change).length === 0)
        throw new UsageError('Give at least one of --jobs, --featured, --invites.');
      if (!(await changeBusinessSettings(db, nid, change)))
        throw new UsageError(`There is no organization ${nid}.`);
      return `Organization ${nid}: quotas changed.`;
    }
    case 'set-access': {
      const nid = parseNid(rest[0]);
      const date = parseAccessDate(rest[1]);
      if (!(await changeBusinessSettings(db, nid, { candidateDatabaseDate: date })))
        throw new UsageError(`There is no organization ${nid}.`);
      return `Organization ${nid}: ${date ? `full access until ${day(date)}` : 'demo access'}.`;
    }
    case 'mail':
      return mailCommand(db, queue, rest);
    case 'files':
      if (rest[0] !== 'copy-to-s3' || rest.length > 1)
        throw new UsageError('Give `files copy-to-s3`.');
      return copyToS3Command(db, config);
    default:
      throw new UsageError(command ? `Unknown command ${command}.` : 'Give a command.');
  }
}

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `mail failed` and `mail retry <id>`: the dead letters of the mail queue. */
async function mailCommand(db: Db, queue: JobQueue, args: readonly string[]): Promise<string> {
  const [action, id] = args;
  // A database no server has run on yet has no mail queues, and so no undelivered mail.
  const installed = (await queue.getQueue(MAIL_DEAD_LETTERS)) !== null;
  if (action === 'failed') {
    if (!installed) return 'No undelivered mail.';
    const jobs = await queue.findJobs<MailJob>(MAIL_DEAD_LETTERS, { queued: true, limit: 1000 });
    if (jobs.length === 0) return 'No undelivered mail.';
    const lines: string[] = [];
    for (const job of jobs) {
      // The last error is recorded on the failed original, which the dead letter names.
      const [source] = job.sourceId ? await queue.findJobs(MAIL_QUEUE, { id: job.sourceId }) : [];
      const error = (source?.output as { message?: unknown } | undefined)?.message;
      lines.push(
        `${job.id}\t${job.createdOn.toISOString()}\tto ${inert(job.data.to)}\t${inert(job.data.subject)}\t${inert(typeof error === 'string' ? error : '-')}`,
      );
    }
    return lines.join('\n');
  }
  if (action === 'retry') {
    if (!id || !JOB_ID.test(id)) throw new UsageError('Give the id of a mail from `mail failed`.');
    if (!installed) throw new UsageError(`There is no undelivered mail ${id}.`);
    const [job] = await queue.findJobs<MailJob>(MAIL_DEAD_LETTERS, { id, queued: true });
    if (!job) throw new UsageError(`There is no undelivered mail ${id}.`);
    await queue.redrive(MAIL_DEAD_LETTERS, { ids: [id] });
    if (job.data.topic) await recordIntroductionMailState(db, job.data.topic.linkHash, 'retrying');
    return `Mail ${id} to ${inert(job.data.to)} is queued for delivery again.`;
  }
  throw new UsageError('Give `mail failed` or `mail retry <id>`.');
}

/** `files copy-to-s3`: the local store into the configured bucket. */
async function copyToS3Command(db: Db, config: Pick<Config, 'dataDir' | 's3'>): Promise<string> {
  if (!config.s3) {
    throw new UsageError(
      'Set S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the AWS_* credentials as the servers will use them) to the bucket to copy into.',
    );
  }
  const local = new LocalFileStore(config.dataDir);
  const bucket = new S3FileStore(config.s3);
  try {
    await bucket.check();
    const report = await copyLocalFilesToS3(db, local, bucket);
    const megabytes = (report.bytes / (1024 * 1024)).toFixed(1);
    const lines = [
      `From ${local.root} to ${describeFileStore(config)}:`,
      `Copied ${report.copied} ${report.copied === 1 ? 'file' : 'files'} (${megabytes} MB); ${report.present} already in the bucket.`,
    ];
    if (report.missing.length === 0)
      lines.push('Every file the database refers to is in the bucket.');
    else
      lines.push(
        `${report.missing.length} ${report.missing.length === 1 ? 'file' : 'files'} the database refers to ${report.missing.length === 1 ? 'is' : 'are'} in neither place: ${report.missing.join(', ')}`,
      );
    return lines.join('\n');
  } finally {
    bucket.close();
  }
}
