import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type DrizzleTransactionLike,
} from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connect';

/**
 * Background work runs on pg-boss: jobs are rows of the application's own database (PostgreSQL,
 * or the embedded PGlite through pg-boss's PGlite adapter), so a job is created in the same
 * transaction as the change that causes it, survives restarts, is retried with backoff and ends
 * in a dead-letter queue an operator can read. No other server is needed.
 */
export type JobQueue = PgBoss;

export interface QueueOptions {
  /**
   * Run maintenance and cron schedules (the server). Scripts, admin commands and tests open the
   * queue to send, read and retry jobs only.
   */
  supervise: boolean;
  /** Where pg-boss reports its own errors (a lost connection, a failed maintenance round). */
  onError?: (error: Error) => void;
}

/** pg-boss's tables live in their own schema, next to the application's. */
export const QUEUE_SCHEMA = 'pgboss';

/** Opens (and on first use installs) the queue in `database`. */
export async function openJobQueue(database: Database, options: QueueOptions): Promise<JobQueue> {
  const { driver } = database;
  const connection: ConstructorOptions =
    driver.kind === 'pglite'
      ? { db: fromPglite(driver.client), backend: 'pglite' }
      : {
          connectionString: driver.url,
          // Its own small pool: workers polling must never wait behind requests, nor the reverse.
          max: 3,
          application_name: 'matchboard-queue',
          connectionTimeoutMillis: driver.timeouts.connectMs || undefined,
        };
  const boss = new PgBoss({
    ...connection,
    schema: QUEUE_SCHEMA,
    supervise: options.supervise,
    // A queue created with `notify` wakes its workers when a job arrives (polling stays as the
    // fallback): a mail leaves within a moment rather than at the next poll.
    useListenNotify: options.supervise,
    schedule: options.supervise,
    // The instance registry and OpenTelemetry are for dashboards we do not run.
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  return boss;
}

/** Creates `name` with `settings`, or brings an existing queue's settings up to date. */
export async function ensureQueue(
  boss: JobQueue,
  name: string,
  settings: Parameters<JobQueue['createQueue']>[1] = {},
): Promise<void> {
  if (!(await boss.getQueue(name))) {
    await boss.createQueue(name, settings);
    return;
  }
  // A queue's policy is fixed when it is created; everything else follows the settings.
  const { policy: _policy, partition: _partition, ...changeable } = settings;
  await boss.updateQueue(name, changeable);
}

/**
 * The queue's view of a drizzle handle or transaction: a job sent through it is written by that
 * transaction and exists only if it commits (the transactional outbox).
 */
export function inTransaction(db: Db): ReturnType<typeof fromDrizzle> {
  // Both drivers answer `execute` with `{ rows }` (see queryRows); drizzle's shared type says
  // unknown, hence the cast.
  return fromDrizzle(db as unknown as DrizzleTransactionLike, sql);
}
