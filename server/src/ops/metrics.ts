import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';
import { type PoolMonitor } from '../db/pool';
import { QUEUE_SCHEMA, type JobQueue } from '../queue/jobQueue';
import { freeBytes } from '../db/diskSpace';
import { ApiError } from '../http/errors';

/** Latency buckets in seconds: the API answers in milliseconds, uploads and slow pages in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 3];
/**
 * The states a job can wait or stop in, as the queue gauge names them: queued (due now), deferred
 * (due later: a send with a start time), retrying (failed, waiting for its next attempt), active
 * (being worked on) and failed (given up). Completed and cancelled jobs are history.
 */
const QUEUE_STATES = ['queued', 'deferred', 'retrying', 'active', 'failed'] as const;

/** What the mailer reports, counted by outcome. */
export type MailEvent = 'sent' | 'retrying' | 'failed';

/**
 * The Prometheus metrics of one server process (each process is scraped on its own). Created only
 * when METRICS_TOKEN is set; without it nothing is measured and /metrics does not exist.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly mails: Counter<'outcome'>;

  constructor(options: { pool: PoolMonitor | null; queue: JobQueue; db: Db; dataDir: string }) {
    const registry = this.registry;
    collectDefaultMetrics({ register: registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the last byte of the answer, by route pattern',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    this.mails = new Counter({
      name: 'matchboard_mail_deliveries_total',
      help: 'Mail delivery attempts: sent, failed and retried later, failed every attempt (dead-lettered)',
      labelNames: ['outcome'],
      registers: [registry],
    });
    for (const outcome of ['sent', 'retrying', 'failed']) this.mails.inc({ outcome }, 0);

    const { pool, queue, db } = options;
    if (pool) {
      new Gauge({
        name: 'matchboard_db_pool_connections',
        help: 'PostgreSQL pool: connections open, idle, checkouts waiting, and the pool size',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const counts = pool.counts();
          this.set({ state: 'total' }, counts.total);
          this.set({ state: 'idle' }, counts.idle);
          this.set({ state: 'waiting' }, counts.waiting);
          this.set({ state: 'max' }, counts.max);
        },
      });
      const wait = new Histogram({
        name: 'matchboard_db_pool_wait_seconds',
        help: 'Time a query or transaction waited for a pooled connection',
        buckets: WAIT_BUCKETS,
        registers: [registry],
      });
      pool.onWait = (seconds) => wait.observe(seconds);
    }
    new Gauge({
      name: 'matchboard_data_dir_free_bytes',
      help: 'Bytes free on the disk holding DATA_DIR (uploads, the mail outbox, the embedded database)',
      registers: [registry],
      async collect() {
        const free = await freeBytes(options.dataDir);
        if (free !== null) this.set(free);
      },
    });
    new Gauge({
      name: 'matchboard_queue_jobs',
      help: 'Background jobs by queue and state: queued, deferred, retrying, active, failed',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        // Counted from the jobs themselves at each scrape: pg-boss's own counts leave out the
        // jobs that wait for a retry, which is where mail sits while its server is down.
        const names = (await queue.getQueues()).map((result) => result.name);
        const rows = await queryRows<{ name: string; state: string; n: number }>(
          db,
          sql`SELECT name, CASE
              WHEN state = 'created' AND start_after > now() THEN 'deferred'
              WHEN state = 'created' THEN 'queued'
              WHEN state = 'retry' THEN 'retrying'
              ELSE state::text END AS state, count(*)::int AS n
            FROM ${sql.raw(QUEUE_SCHEMA)}.job
            WHERE state IN ('created', 'retry', 'active', 'failed')
            GROUP BY 1, 2`,
        );
        const counts = new Map(rows.map((row) => [`${row.name}:${row.state}`, Number(row.n)]));
        for (const name of new Set([...names, ...rows.map((row) => row.name)]))
          for (const state of QUEUE_STATES)
            this.set({ queue: name, state }, counts.get(`${name}:${state}`) ?? 0);
      },
    });
  }

  /** Counts one answered request; `route` is the registered pattern, never the raw URL. */
  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  /** Gauges of the public job pages' render queue: its length now and the longest it has been. */
  renderQueue(read: () => { length: number; longest: number }): void {
    new Gauge({
      name: 'matchboard_job_page_render_queue',
      help: 'Public job page renders waiting or under way: now, and the most at once since start',
      labelNames: ['measure'],
      registers: [this.registry],
      collect() {
        const { length, longest } = read();
        this.set({ measure: 'now' }, length);
        this.set({ measure: 'longest' }, longest);
      },
    });
  }

  mail(event: MailEvent): void {
    this.mails.inc({ outcome: event });
  }
}

/**
 * GET /metrics in Prometheus' text format, for `Authorization: Bearer $METRICS_TOKEN` only: the
 * figures show traffic and failures, which are nobody else's business. Every answered request is
 * counted by route pattern (unmatched URLs under one label, so scanners cannot explode the label
 * set); /metrics itself is not counted, so a scrape does not change what it reads.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics, token: string): void {
  const expected = Buffer.from(token);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(
    '/metrics',
    {
      // Operational, like a health check: not part of the API document.
      schema: { hide: true },
      config: { errorFormat: 'rest', ignoreBearer: true },
    },
    async (request, reply) => {
      // The scheme is case-insensitive (RFC 9110 §11.1); the token is compared in constant time.
      const match = /^bearer +(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
      const given = Buffer.from(match?.[1] ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new ApiError(401, 'The metrics need the bearer token set in METRICS_TOKEN.');
      }
      const body = await metrics.registry.metrics();
      return reply
        .type(metrics.registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
}
