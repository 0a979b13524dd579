import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { JobQueue } from '../queue/jobQueue';
import { scheduleRound } from '../queue/scheduledRound';
import { clientConfig, identityFor } from './siteConfig';

export const JOB_PAGES_QUEUE = 'job-pages';
/** How long one round renders at most: it ends before the next tick of a per-minute schedule. */
const ROUND_MS = 50_000;

/**
 * Rounds on the queue, one per tick of JOB_PAGES_SCHEDULE across all servers, that render and
 * keep the public page of every open job whose kept page is missing or out of date (a new or
 * edited job, an organization renamed, a new build), as the site's own address shows it, while
 * no visitor waits for a render (JobPostingRenderer.renderStale). Returns a function that stops
 * this process's worker.
 */
export function scheduleJobPageRenders(
  queue: JobQueue,
  app: FastifyInstance,
  config: Config,
): Promise<() => Promise<void>> {
  const origin = config.appUrl.replace(/\/+$/, '');
  const host = new URL(origin).hostname;
  const site = {
    config: clientConfig(config, host),
    origin,
    title: identityFor(config, host).title,
  };
  return scheduleRound(
    queue,
    {
      queue: JOB_PAGES_QUEUE,
      logKey: 'jobPages',
      label: 'job page renders',
      run: async () => ({
        rendered: await app.jobPages.renderStale(site, Date.now() + ROUND_MS),
      }),
    },
    app.log,
    config.jobPagesSchedule,
  );
}
