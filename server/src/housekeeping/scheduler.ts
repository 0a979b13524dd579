import type { FastifyBaseLogger } from 'fastify';
import { safeErrorForLog } from '../http/logging';
import { runHousekeeping, type HousekeepingReport } from './housekeeping';

type Deps = Parameters<typeof runHousekeeping>[0];

/**
 * Runs housekeeping a minute after start and then every `config.housekeepingInterval` seconds
 * (0 turns it off). A failed round is logged and the next one tries again; the timer never keeps
 * the process alive. Returns a function that stops it.
 */
export function scheduleHousekeeping(
  deps: Deps,
  now: () => Date,
  log: FastifyBaseLogger,
  firstDelayMs = 60_000,
): () => void {
  const every = deps.config.housekeepingInterval;
  if (every === 0) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const round = async () => {
    try {
      const report: HousekeepingReport = await runHousekeeping(deps, now());
      log.info({ housekeeping: report }, 'housekeeping done');
    } catch (error) {
      log.error({ err: safeErrorForLog(error) }, 'housekeeping failed');
    }
    if (!stopped) timer = setTimeout(() => void round(), every * 1000).unref();
  };
  timer = setTimeout(() => void round(), firstDelayMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
