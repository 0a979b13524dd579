import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { freeBytes, toMegabytes } from '../db/diskSpace';
import { RETRY_AFTER_SECONDS } from '../http/errors';
import { routeSchema } from '../http/routeSchema';

/** A dependency the server needs to serve requests; resolves when it answers. */
export type ReadinessCheck = () => Promise<void>;

/** How long one check may take before it counts as down. */
const CHECK_TIMEOUT_MS = 2000;
/** Answers are reused this long, so polling (or flooding) the route costs one check a second. */
const CACHE_MS = 1000;

const CheckState = Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]);
const Health = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable'), Type.Literal('draining')]),
    checks: Type.Optional(Type.Record(Type.String(), CheckState)),
    diskFreeMb: Type.Optional(
      Type.Integer({ description: 'MB free on the disk holding DATA_DIR (ready only)' }),
    ),
  },
  { additionalProperties: false, description: 'Whether the server can take requests' },
);

/**
 * GET /health/live: the process runs and answers (restart it when this fails).
 * GET /health/ready: every dependency answers (database, file storage, queue) and the disk holding
 * DATA_DIR has DATA_DIR_MIN_FREE_MB free (its free MB are in the answer): send it traffic.
 * 503 with Retry-After while one is down or while the server shuts down. Both are anonymous and
 * reveal nothing but up or down.
 */
export default async function health(app: FastifyInstance): Promise<void> {
  const checks = app.deps.readiness;
  type Results = { checks: Record<string, 'ok' | 'unavailable'>; diskFreeMb: number | null };
  let cached: { at: number; result: Promise<Results> } | null = null;
  const runChecks = () => {
    const now = Date.now();
    if (!cached || now - cached.at > CACHE_MS) {
      const entries = Object.entries(checks).map(
        async ([name, check]) =>
          [name, (await withinTimeout(check)) ? 'ok' : 'unavailable'] as const,
      );
      const free = freeBytes(app.deps.config.dataDir);
      cached = {
        at: now,
        result: Promise.all([Promise.all(entries), free]).then(([pairs, bytes]) => ({
          checks: Object.fromEntries(pairs),
          diskFreeMb: bytes === null ? null : toMegabytes(bytes),
        })),
      };
    }
    return cached.result;
  };

  const live = routeSchema('rest', {
    summary: 'Liveness: the process runs',
    tags: ['Health'],
    response: { 200: Health },
  });
  app.get(
    '/health/live',
    { schema: live, config: { errorFormat: 'rest' } },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  const ready = routeSchema('rest', {
    summary: 'Readiness: the database, file storage and queue answer',
    tags: ['Health'],
    response: { 200: Health, 503: Health },
  });
  app.get(
    '/health/ready',
    { schema: ready, config: { errorFormat: 'rest' } },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      if (app.draining || app.leaving) {
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ status: 'draining' });
      }
      const { checks: results, diskFreeMb } = await runChecks();
      const down = Object.values(results).includes('unavailable');
      if (down) void reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.send({
        status: down ? 'unavailable' : 'ok',
        checks: results,
        ...(diskFreeMb === null ? {} : { diskFreeMb }),
      });
    },
  );
}

async function withinTimeout(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
