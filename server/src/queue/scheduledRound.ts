import type { FastifyBaseLogger } from 'fastify';
import { safeErrorForLog } from '../http/logging';
import { ensureQueue, type JobQueue } from './jobQueue';

/** A piece of work done in rounds on a cron schedule (housekeeping, job alerts). */
export interface ScheduledRound<R> {
  /** The queue of its jobs. */
  queue: string;
  /** How the log names it: `{[logKey]: report}` with "<label> done", or "<label> failed". */
  logKey: string;
  label: string;
  run(now: Date): Promise<R>;
}

/**
 * A round is a scheduled job on the queue: pg-boss creates one job per tick of the cron
 * `schedule` whatever the number of servers, and the singleton queue runs at most one round at
 * a time. A failed round is logged and the next tick tries again. `null` removes the schedule.
 * Returns a function that stops this process's worker.
 */
export async function scheduleRound<R>(
  queue: JobQueue,
  round: ScheduledRound<R>,
  log: FastifyBaseLogger,
  schedule: string | null,
): Promise<() => Promise<void>> {
  await ensureQueue(queue, round.queue, {
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  if (schedule === null) {
    await queue.unschedule(round.queue);
    return async () => {};
  }
  await queue.schedule(round.queue, schedule, null, { tz: 'UTC' });
  const id = await queue.work(round.queue, async () => {
    try {
      const report = await round.run(new Date());
      log.info({ [round.logKey]: report }, `${round.label} done`);
      return report;
    } catch (error) {
      log.error({ err: safeErrorForLog(error) }, `${round.label} failed`);
      throw error;
    }
  });
  return () => queue.offWork(round.queue, { id, wait: true });
}
