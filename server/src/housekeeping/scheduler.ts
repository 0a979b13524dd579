import type { FastifyBaseLogger } from 'fastify';
import { safeErrorForLog } from '../http/logging';
import { ensureQueue, type JobQueue } from '../queue/jobQueue';
import { runHousekeeping, type HousekeepingReport } from './housekeeping';

type Deps = Parameters<typeof runHousekeeping>[0];

export const HOUSEKEEPING_QUEUE = 'housekeeping';

/**
 * Housekeeping is a scheduled job on the queue: pg-boss creates one job per tick of the cron
 * `schedule` (HOUSEKEEPING_SCHEDULE) whatever the number of servers, and the singleton queue
 * runs at most one round at a time. A failed round is logged and the next tick tries again.
 * `null` removes the schedule. Returns a function that stops this process's worker.
 */
export async function scheduleHousekeeping(
  queue: JobQueue,
  deps: Deps,
  log: FastifyBaseLogger,
  schedule: string | null,
): Promise<() => Promise<void>> {
  await ensureQueue(queue, HOUSEKEEPING_QUEUE, {
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  if (schedule === null) {
    await queue.unschedule(HOUSEKEEPING_QUEUE);
    return async () => {};
  }
  await queue.schedule(HOUSEKEEPING_QUEUE, schedule, null, { tz: 'UTC' });
  const id = await queue.work(HOUSEKEEPING_QUEUE, async () => {
    try {
      const report: HousekeepingReport = await runHousekeeping(deps, new Date());
      log.info({ housekeeping: report }, 'housekeeping done');
      return report;
    } catch (error) {
      log.error({ err: safeErrorForLog(error) }, 'housekeeping failed');
      throw error;
    }
  });
  return () => queue.offWork(HOUSEKEEPING_QUEUE, { id, wait: true });
}
