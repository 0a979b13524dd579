import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import formbody from '@fastify/formbody';
import pino from 'pino';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { installAuth } from './auth/guards';
import { TokenOwnerCache } from './auth/tokenOwners';
import { installApiDocument } from './http/openapi';
import { installValidation } from './http/validation';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { PoolMonitor } from './db/pool';
import type { FileStore } from './files/fileStore';
import { FileUrlSigner, fileUrlSecret } from './files/signedUrls';
import { createFileStore } from './files/stores';
import type { AppDeps } from './deps';
import {
  errorFormatOf,
  notFound,
  sendError,
  serviceUnavailable,
  toApiError,
  type ApiErrorOutcome,
} from './http/errors';
import { diskCheck } from './db/diskSpace';
import { pauseDeadline, withDeadline } from './db/deadline';
import type { ReadinessCheck } from './ops/healthRoutes';
import { installMetrics, Metrics } from './ops/metrics';
import { JobPostingRenderer } from './site/jobPostingPage';
import { SMALL_BODY_LIMIT } from './http/bodyShape';
import { oncePer, requestIdGenerator, safeErrorForLog, serializeRequest } from './http/logging';
import { JSONAPI_MEDIA_TYPE } from '@contract/jsonapi';
import { recordIntroductionMailState } from './candidates/connectionRepository';
import { createTransport, Mailer } from './mail/mailer';
import type { MailTransport } from './mail/transport';
import { SentLedger } from './mail/sentLedger';
import type { JobQueue } from './queue/jobQueue';
import { GreenhouseClient } from './greenhouse/client';
import { installGreenhouseQueues } from './greenhouse/worker';
import { routes } from './routes';
import { installSecurityHeaders } from './site/securityHeaders';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** The job queue in `db` (mail goes through it). */
  queue: JobQueue;
  /** Defaults to what the configuration describes (SMTP, or the outbox folder). */
  mailTransport?: MailTransport;
  /** Defaults to the wall clock. */
  now?: () => Date;
  /** fastify logger options; defaults to LOG_LEVEL with redaction. `false` silences it. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (stdout unless given); tests read the log lines here. */
  logStream?: { write(line: string): void };
  /** What /health/ready checks; defaults to the database and the file store. */
  readiness?: Record<string, ReadinessCheck>;
  /** Where uploads live; defaults to what the configuration names (S3_BUCKET or DATA_DIR). */
  fileStore?: FileStore;
  /** PostgreSQL's connection pool, for /metrics (absent on the embedded database). */
  pool?: PoolMonitor | null;
  /**
   * The PostgreSQL to hear auth changes from (see auth/tokenOwners.ts); defaults to
   * DATABASE_URL. Without one (the embedded database), token owners are not cached.
   */
  authChangesUrl?: string | null;
}

/** A route as registered, for the authorization table test. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Whether the route declares the schemas of its answers (and so appears fully in the API document). */
  described: boolean;
  /** Left out of the API document (its own document route, the reference page's assets). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app (HEAD twins included). */
    registeredRoutes: RegisteredRoute[];
    /** True once the app is closing: new requests get 503 and every answer closes its socket. */
    draining: boolean;
    /**
     * True from SIGTERM until the app closes (SHUTDOWN_GRACE): requests are served as ever, but
     * /health/ready answers 503 draining so a balancer takes the server out first.
     */
    leaving: boolean;
    /** Logs a failed request as its outcome asks (a bug, a dependency away, a full disk). */
    reportRequestError(request: FastifyRequest, error: unknown, outcome: ApiErrorOutcome): void;
    /** The public job pages: rendered, kept and served (site/jobPostingPage.ts). */
    jobPages: JobPostingRenderer;
  }
}

const RESTARTING =
  'Matchboard is restarting. Nothing was changed; please try again in a few seconds.';

/**
 * Builds the fastify instance: plugins, then routes, with one error handler. The database must be
 * migrated: the key that signs file URLs may be read from it (or stored there on first start).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const secret = await fileUrlSecret(config, options.db);
  const fileUrls = new FileUrlSigner(secret, config.fileUrlTtl, now);
  const app = Fastify({
    // Small unless a route says otherwise (DOCUMENT_BODY_LIMIT, uploads): see bodyShape.ts.
    bodyLimit: SMALL_BODY_LIMIT,
    // Requests read while the app closes are answered below, in their route's error format.
    return503OnClosing: false,
    // A hop count trusts that many proxies nearest to us, never the addresses a client wrote.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      // A balancer probes health every second or two, a scraper reads metrics: not news.
      disableRequestLogging: (request) => /^\/(health\/|metrics$)/.test(request.url ?? ''),
    }),
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      // Request logs are two lines per request. Written one write() each, they cost the API a
      // fifth of its CPU per request; pino's asynchronous destination writes what piled up while
      // the last write was under way in one, and flushes what is left when the process exits.
      stream: options.logStream ?? pino.destination({ dest: 1, sync: false }),
    },
  });
  const metrics = config.metricsToken
    ? new Metrics({
        pool: options.pool ?? null,
        queue: options.queue,
        db: options.db,
        dataDir: config.dataDir,
      })
    : null;
  const mailer = new Mailer(
    options.queue,
    options.mailTransport ?? createTransport(config),
    config.mailFrom,
    (event, { id, subject, attempt, error }) => {
      const entry = {
        job: id,
        subject,
        attempt,
        ...(error ? { error: safeErrorForLog(error) } : {}),
      };
      metrics?.mail(event);
      if (event === 'sent') app.log.info(entry, 'mail sent');
      else if (event === 'retrying') app.log.warn(entry, 'mail not delivered, will retry');
      else
        app.log.error(
          entry,
          'mail failed every attempt: dead-lettered (npm run admin -- mail failed)',
        );
    },
    async (topic, state) => recordIntroductionMailState(options.db, topic.linkHash, state),
    new SentLedger(options.db, (message, error) =>
      app.log.warn({ error: safeErrorForLog(error) }, message),
    ),
  );
  await mailer.install(config.mail);
  const fileStore = options.fileStore ?? createFileStore(config);
  const readiness = {
    ...(options.readiness ?? {
      database: async () => {
        await options.db.execute(sql`SELECT 1`);
      },
      files: () => fileStore.check(),
    }),
    disk: diskCheck(config.dataDir, config.dataDirMinFreeMb),
  };
  await installGreenhouseQueues(options.queue);
  const tokenOwners = new TokenOwnerCache((listening) =>
    listening
      ? app.log.debug('token owners cached: listening to auth changes')
      : app.log.warn('token owners no longer cached: not listening to auth changes'),
  );
  const authChangesUrl = options.authChangesUrl ?? config.databaseUrl;
  if (authChangesUrl) tokenOwners.listen(authChangesUrl);
  app.addHook('onClose', async () => tokenOwners.close());
  const deps: AppDeps = {
    config,
    db: options.db,
    tokenOwners,
    mailer,
    now,
    fileUrls,
    files: fileStore,
    queue: options.queue,
    greenhouse: new GreenhouseClient(config.greenhouseApiUrl),
    readiness,
  };
  app.decorate('deps', deps);
  app.decorate('jobPages', new JobPostingRenderer(app, config.staticDir, options.db));
  metrics?.renderQueue(() => app.jobPages.queueFigures());
  app.decorate('draining', false);
  app.decorate('leaving', false);
  app.addHook('preClose', async () => {
    app.draining = true;
  });
  // One deadline for all of a request's database work: the documented bound (a connection wait
  // plus a statement) holds however many statements it runs (db/deadline.ts).
  const databaseBound = config.database.connectTimeoutMs + config.database.statementTimeoutMs;
  app.addHook('onRequest', (_request, _reply, done) => withDeadline(databaseBound, done));
  const bodyReads = new WeakMap<FastifyRequest, () => void>();
  app.addHook('preParsing', async (request) => {
    bodyReads.set(request, pauseDeadline());
  });
  app.addHook('preValidation', async (request) => {
    bodyReads.get(request)?.();
  });
  // While draining, a request that arrives on a kept-alive socket is refused (nothing changes)
  // and every answer, in-flight ones included, closes its socket so clients reconnect elsewhere.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
    if (!app.draining) return;
    void reply.header('Connection', 'close');
    // The process is still alive, and says it is draining on /health/ready.
    if (request.url === '/health/ready' || request.url === '/health/live') return;
    const refusal = serviceUnavailable(RESTARTING);
    // Pages (the SPA's catch-all) answer in text; API routes in their own error format.
    if (request.routeOptions.url === '/*' && !request.url.startsWith('/api')) {
      void reply.header('Retry-After', String(refusal.retryAfter));
      return reply.code(503).type('text/plain; charset=utf-8').send(RESTARTING);
    }
    throw refusal;
  });
  app.addHook('onSend', async (request, reply) => {
    if (app.draining) void reply.header('Connection', 'close');
    // An answer to a signed-in request depends on who asks: no cache may keep it, unless its
    // route said how it may be kept (reference lists, signed file URLs, place names).
    if (request.auth && !reply.hasHeader('cache-control'))
      void reply.header('Cache-Control', 'no-store');
  });
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as { response?: unknown; hide?: boolean } | undefined;
    for (const method of methods) {
      app.registeredRoutes.push({
        method,
        url: route.url,
        described: schema?.response !== undefined,
        hidden: schema?.hide === true,
      });
    }
  });
  app.addHook('onClose', async () => mailer.close());
  // A store this function made is this app's to close; a given one belongs to the caller.
  if (!options.fileStore) app.addHook('onClose', async () => fileStore.close());

  // A full disk fails every write the same way: one line a minute says so, not one per request.
  const diskFullWarning = oncePer(60, (error, repeated) =>
    app.log.warn(
      { error: safeErrorForLog(error), ...(repeated ? { repeated } : {}) },
      "disk full: writes are answered 507 (free space on the disk holding DATA_DIR, or PostgreSQL's)",
    ),
  );
  app.decorate(
    'reportRequestError',
    (request: FastifyRequest, error: unknown, outcome: ApiErrorOutcome) => {
      if (outcome.internal) request.log.error({ error: safeErrorForLog(error) }, 'request failed');
      if (outcome.unavailable)
        request.log.warn({ error: safeErrorForLog(error) }, 'dependency unavailable');
      if (outcome.diskFull) diskFullWarning(error as Error);
    },
  );
  app.setErrorHandler((error, request, reply) => {
    const outcome = toApiError(error, request.routeOptions.bodyLimit);
    app.reportRequestError(request, error, outcome);
    sendError(reply, outcome.apiError, errorFormatOf(request));
  });
  app.setNotFoundHandler((request, reply) => {
    sendError(reply, notFound('The requested route does not exist.'), errorFormatOf(request));
  });

  app.addContentTypeParser(
    JSONAPI_MEDIA_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  await app.register(formbody);
  // Responses made at request time (API documents, index.html) are compressed on the fly; the
  // SPA's static assets are served pre-compressed from the build (see site/spaRoutes.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  installSecurityHeaders(app, config);
  installValidation(app, { checkResponses: config.checkResponses, dataDir: config.dataDir });
  await installApiDocument(app, config);
  installAuth(app);
  if (metrics && config.metricsToken) installMetrics(app, metrics, config.metricsToken);
  for (const route of routes) await app.register(route);
  return app;
}

/** Trusts the `hops` proxies nearest the server (proxy-addr counts hops from the socket). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
