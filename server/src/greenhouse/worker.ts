/**
 * The Greenhouse sync workers of a server (the import itself is greenhouseSync.ts): one board at
 * a time per board, a failed try reported on its row and tried again, and the scheduled round
 * that queues every enabled board.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { Db } from '../db/connect';
import { greenhouseIntegrations } from '../db/organizationSchema';
import { safeErrorForLog } from '../http/logging';
import { ensureQueue, type JobQueue } from '../queue/jobQueue';
import type { GreenhouseClient } from './client';
import {
  GREENHOUSE_ROUND_QUEUE,
  GREENHOUSE_SYNC_QUEUE,
  requestSync,
  syncIntegration,
  type SyncReport,
} from './sync';

/** A sync that failed is tried again this many times, this many seconds apart. */
export const SYNC_RETRIES = 3;
export const SYNC_RETRY_SECONDS = 60;

/**
 * One try of a queued sync, as the worker runs it: on failure the board's row says what went
 * wrong and, unless it was the last try (`retryCount` of `retryLimit`), when the next one is;
 * the error is rethrown so that the queue tries again.
 */
export async function runSync(
  db: Db,
  client: GreenhouseClient,
  log: FastifyBaseLogger,
  id: number,
  attempt: { retryCount: number; retryLimit: number },
): Promise<SyncReport | null> {
  try {
    const report = await syncIntegration(db, client, id, new Date());
    if (report) log.info({ integration: id, ...report }, 'greenhouse board synced');
    return report;
  } catch (error) {
    const last = attempt.retryCount >= attempt.retryLimit;
    log.warn({ integration: id, error: safeErrorForLog(error), last }, 'greenhouse sync failed');
    // The queue tries again after SYNC_RETRY_SECONDS exactly (no backoff jitter), so the time
    // the row shows holds.
    const failedAt = new Date();
    await db
      .update(greenhouseIntegrations)
      .set({
        syncedAt: failedAt,
        syncState: last ? 'failed' : 'retrying',
        syncMessage: (error as Error).message,
        syncRetryAt: last ? null : new Date(failedAt.getTime() + SYNC_RETRY_SECONDS * 1000),
      })
      .where(eq(greenhouseIntegrations.id, id));
    throw error;
  }
}

/**
 * The sync workers of this server: one board at a time per board, retried with backoff when
 * Greenhouse fails (the last failure is reported on the integration), and a cron round that
 * queues every enabled board. Returns a function that stops them.
 */
export async function startGreenhouseSync(
  queue: JobQueue,
  db: Db,
  client: GreenhouseClient,
  log: FastifyBaseLogger,
  schedule: string | null,
): Promise<() => Promise<void>> {
  await installGreenhouseQueues(queue);
  const syncWorker = await queue.work(
    GREENHOUSE_SYNC_QUEUE,
    // One board at a time (a singleton queue); a board queued behind another is taken up within
    // the 2 s backstop poll rather than the default 30 s.
    {
      includeMetadata: true,
      batchSize: 1,
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: 2,
    },
    async ([job]: JobWithMetadata<{ integration: number }>[]) =>
      runSync(db, client, log, job.data.integration, job),
  );
  let roundWorker: string | null = null;
  if (schedule === null) await queue.unschedule(GREENHOUSE_ROUND_QUEUE);
  else {
    await queue.schedule(GREENHOUSE_ROUND_QUEUE, schedule, null, { tz: 'UTC' });
    roundWorker = await queue.work(GREENHOUSE_ROUND_QUEUE, async () => {
      const enabled = await db
        .select({ id: greenhouseIntegrations.id })
        .from(greenhouseIntegrations)
        .where(eq(greenhouseIntegrations.enabled, true));
      for (const { id } of enabled) await requestSync(queue, db, id, new Date());
    });
  }
  return async () => {
    await queue.offWork(GREENHOUSE_SYNC_QUEUE, { id: syncWorker, wait: true });
    if (roundWorker) await queue.offWork(GREENHOUSE_ROUND_QUEUE, { id: roundWorker, wait: true });
  };
}

/** The queues, created (or brought up to date) before anything is sent to them. */
export async function installGreenhouseQueues(queue: JobQueue): Promise<void> {
  await ensureQueue(queue, GREENHOUSE_SYNC_QUEUE, {
    policy: 'singleton',
    retryLimit: SYNC_RETRIES,
    retryDelay: SYNC_RETRY_SECONDS,
    retryBackoff: false,
    notify: true,
    expireInSeconds: 600,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  await ensureQueue(queue, GREENHOUSE_ROUND_QUEUE, {
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 600,
  });
}
