import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../queue/jobQueue';
import { scheduleRound } from '../queue/scheduledRound';
import { runHousekeeping } from './housekeeping';

type Deps = Parameters<typeof runHousekeeping>[0];

export const HOUSEKEEPING_QUEUE = 'housekeeping';

/**
 * Housekeeping rounds on the queue, one per tick of HOUSEKEEPING_SCHEDULE (see scheduleRound).
 * Returns a function that stops this process's worker.
 */
export function scheduleHousekeeping(
  queue: JobQueue,
  deps: Deps,
  log: FastifyBaseLogger,
  schedule: string | null,
): Promise<() => Promise<void>> {
  return scheduleRound(
    queue,
    {
      queue: HOUSEKEEPING_QUEUE,
      logKey: 'housekeeping',
      label: 'housekeeping',
      run: (now) => runHousekeeping(deps, now),
    },
    log,
    schedule,
  );
}
