import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installAuth } from './auth/guards';
import { installApiDocument } from './http/openapi';
import { installValidation } from './http/validation';
import type { Config } from './config';
import type { Db } from './db/connect';
import { FileUrlSigner, fileUrlSecret } from './files/signedUrls';
import type { AppDeps } from './http/deps';
import { errorFormatOf, notFound, sendError, toApiError } from './http/errors';
import { safeErrorForLog, serializeRequest } from './http/logging';
import { JSONAPI_MEDIA_TYPE } from './jsonapi/document';
import { createMailer, type Mailer } from './mail/mailer';
import { routes } from './routes';
import { installSecurityHeaders } from './site/securityHeaders';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Defaults to the mailer the configuration describes (outbox or SMTP). */
  mailer?: Mailer;
  /** Defaults to the wall clock. */
  now?: () => Date;
  /** fastify logger options; defaults to LOG_LEVEL with redaction. `false` silences it. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (stdout unless given); tests read the log lines here. */
  logStream?: { write(line: string): void };
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
  }
}

/** 1 MB: generous for JSON documents; file uploads set their own limit on their routes. */
export const BODY_LIMIT = 1024 * 1024;

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
    bodyLimit: BODY_LIMIT,
    // A hop count trusts that many proxies nearest to us, never the addresses a client wrote.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
  });
  const mailer =
    options.mailer ??
    createMailer(config, (error, message) =>
      app.log.error({ error: safeErrorForLog(error), subject: message.subject }, 'mail failed'),
    );
  const deps: AppDeps = { config, db: options.db, mailer, now, fileUrls };
  app.decorate('deps', deps);
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

  app.setErrorHandler((error, request, reply) => {
    const { apiError, internal } = toApiError(error, request.routeOptions.bodyLimit);
    if (internal) request.log.error({ error: safeErrorForLog(error) }, 'request failed');
    sendError(reply, apiError, errorFormatOf(request));
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
  await installSecurityHeaders(app, config);
  installValidation(app, { checkResponses: config.checkResponses, dataDir: config.dataDir });
  await installApiDocument(app, config);
  installAuth(app);
  for (const route of routes) await app.register(route);
  return app;
}

/** Trusts the `hops` proxies nearest the server (proxy-addr counts hops from the socket). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
