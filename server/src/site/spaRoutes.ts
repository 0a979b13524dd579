import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { CANDIDATE_ACCESS_PAGE, JOB_POSTING_PAGE } from '@contract/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AnyPath,
  ConfigScript,
  HtmlPage,
  NotBuilt,
  AccessPageQuery,
  JobPostingParams,
  StaticFile,
} from '@contract/schemas/site';
import { admitsHtml } from '../http/accept';
import { badRequest, notFound } from '../http/errors';
import { escapeHtml } from '../sanitize/escapeHtml';
import { baseUrl } from '../jsonapi/document';
import { Empty, routeSchema } from '../http/routeSchema';
import { clientConfig, configScript, identityFor } from './siteConfig';
import { inlineConfigScript, newScriptNonce, pageFor, PRERENDERED } from './indexPage';
import { contentSecurityPolicy } from './securityHeaders';

const NOT_BUILT =
  'The Matchboard web app has not been built yet. Run `npm run build`, then reload this page.';
const FOREVER = 'public, max-age=31536000, immutable';
// Files webpack names with a content hash (main.fc138744f3.js) never change under that name.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map|woff2?|png|jpe?g|svg|gif|webp)$/;

/** Keeps search engines from listing a page that shows no job. */
const NO_INDEX = '<meta name="robots" content="noindex">';

/**
 * The entity tag of a kept page as sent. The kept brotli bytes themselves get a strong tag
 * (`-br`); the page decompressed is a weak one, since the compression plugin may still gzip it
 * on the way out. The digest of the kept bytes names both, as the one is made from the other.
 */
function entityTag(body: Buffer, encoding: 'br' | ''): string {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return encoding ? `"${digest}-${encoding}"` : `W/"${digest}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether `If-None-Match` names `etag` (compared weakly, as RFC 9110 §13.1.2 says) or is `*`. */
function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag) || tag.trim() === '*');
}

const acceptsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/html');

/** Whether the client takes brotli (`br` in Accept-Encoding, not refused with q=0). */
const acceptsBrotli = (request: FastifyRequest) =>
  /(^|,)\s*br\s*(;\s*q=(0?\.\d*[1-9]|1(\.0*)?)\s*)?(,|$)/i.test(
    request.headers['accept-encoding'] ?? '',
  );

/**
 * Answers before the request's body is read: 303 and 405 with no body, 404 with the API's error.
 * The connection then closes, so Node does not read what the client still sends.
 */
function answerUnread(reply: FastifyReply, status: 303 | 404 | 405): FastifyReply {
  void reply.header('Connection', 'close');
  if (status === 404) throw notFound('The requested route does not exist.');
  return reply.code(status).send();
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/oauth/');

/**
 * The SPA: static files (pre-compressed brotli and gzip siblings from the build when the client
 * accepts them), generated /config.js, and index.html for every history route with the runtime
 * configuration inlined, so the first paint waits for no second request.
 */
export default async function spa(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const root = config.staticDir;
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  /** The SPA's page; `extra` adds to its head and sets its status (a job page not rendered). */
  const sendIndex = (
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { status: 200 | 404 | 410; head: string } = { status: 200, head: '' },
  ) => {
    const nonce = newScriptNonce();
    const html = pageFor(
      root,
      requestPath(request.url),
      () => ({
        title: identityFor(config, request.hostname).title,
        script: inlineConfigScript(clientConfig(config, request.hostname)),
        head: extra.head,
      }),
      nonce,
    );
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply
      .code(extra.status)
      .header('Content-Security-Policy', contentSecurityPolicy(config, `'nonce-${nonce}'`))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  const tags = ['Site'];

  // The public job page, rendered here with its job and kept (jobPostingPage.ts); the SPA's page
  // when the renderer is not built or fails, and with the job's JSON-LD while renders queue. An
  // address that names no job anyone may read gets the SPA's page as it is, with 404 or 410.
  const { jobPages } = app;
  const jobPageSchema = routeSchema('jsonapi', {
    summary: 'A job as anyone may read it, rendered with its JobPosting JSON-LD (HTML only)',
    tags,
    produces: ['text/html'],
    params: JobPostingParams,
    response: { 200: HtmlPage, 304: Empty, 404: HtmlPage, 410: HtmlPage, 503: NotBuilt },
  });
  app.get(JOB_POSTING_PAGE, { schema: jobPageSchema }, async (request, reply) => {
    // The answer depends on what the client takes (the page, or the API's 404) and how.
    void reply.header('Vary', 'Accept, accept-encoding');
    if (!admitsHtml(request.headers.accept)) throw notFound('The requested file does not exist.');
    const client = clientConfig(config, request.hostname);
    // As requested, not decoded: `/job-posting/8%23x` is no job's address.
    const pathname = request.url.split('?')[0];
    // Absolute addresses (the JSON-LD's logo) use the configured address, never the Host header.
    const site = {
      config: client,
      origin: baseUrl(request).replace(/\/+$/, ''),
      title: identityFor(config, request.hostname).title,
    };
    const answer = await jobPages.answer(pathname, site);
    if (!answer) return sendIndex(request, reply);
    if (answer.kind === 'absent')
      return sendIndex(request, reply, { status: answer.status, head: NO_INDEX });
    if (answer.kind === 'shell')
      return sendIndex(request, reply, {
        status: answer.status,
        head: jobPages.head({ styles: '', jsonLd: answer.jsonLd }),
      });
    void reply
      .code(answer.status)
      .header(
        'Content-Security-Policy',
        contentSecurityPolicy(config, jobPages.scriptSource(client)),
      )
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    // The kept document is the answer for the bare path, with a tag of its bytes as sent; with a
    // query it is marked with the address as the browser shows it (src/app/hydration.ts compares
    // them).
    if (request.url === pathname) {
      const brotli = acceptsBrotli(request);
      const etag = entityTag(answer.body, brotli ? 'br' : '');
      void reply.header('ETag', etag);
      if (matchesEntityTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (brotli) return reply.header('Content-Encoding', 'br').send(answer.body);
      return reply.send(zlib.brotliDecompressSync(answer.body).toString('utf8'));
    }
    const html = zlib.brotliDecompressSync(answer.body).toString('utf8');
    return reply.send(
      html.replace(
        `data-prerendered="${escapeHtml(pathname)}"`,
        () => `data-prerendered="${escapeHtml(request.url)}"`,
      ),
    );
  });
  const configSchema = routeSchema('jsonapi', {
    summary: 'The runtime configuration of the SPA, as a script',
    tags,
    produces: ['application/javascript'],
    response: { 200: ConfigScript },
  });
  app.get('/config.js', { schema: configSchema }, async (request, reply) => {
    const script = configScript(clientConfig(app.deps.config, request.hostname));
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/javascript; charset=utf-8')
      .send(script);
  });

  // An SPA route under /api: the page reads its query parameters and calls the API itself.
  const accessPageSchema = routeSchema('jsonapi', {
    summary: 'The page where a candidate answers an introduction request (HTML only)',
    tags,
    produces: ['text/html'],
    querystring: AccessPageQuery,
    response: { 200: HtmlPage, 503: NotBuilt },
  });
  app.get(CANDIDATE_ACCESS_PAGE, { schema: accessPageSchema }, async (request, reply) => {
    if (!acceptsHtml(request)) throw notFound();
    return sendIndex(request, reply);
  });

  // A form of a pre-rendered page submitted natively before the app hydrated it (FormShell posts):
  // the page again, with nothing of what was sent kept or echoed. Only those pages have a form
  // before the app runs. The answer goes out before the body is read (onRequest), and the
  // connection closes so the rest of it never is: a page's form costs nothing to flood.
  const formSchema = routeSchema('jsonapi', {
    summary: 'A pre-rendered page’s form sent before the app ran: back to the page (HTML only)',
    tags,
    response: { 303: Empty },
  });
  for (const pathname of Object.keys(PRERENDERED)) {
    app.post(pathname, {
      schema: formSchema,
      onRequest: async (request, reply) => {
        if (!acceptsHtml(request)) return answerUnread(reply, 404);
        return answerUnread(reply.header('Location', pathname), 303);
      },
      // Never reached: onRequest has answered.
      handler: async (_request, reply) => reply,
    });
  }

  // A write to any other address: an SPA page takes none (405, Allow: GET, HEAD), an unknown API
  // route does not exist (404). Neither reads the body, as the pre-rendered forms above.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    onRequest: async (request, reply) => {
      const pathname = decodePath(request.url) ?? '';
      if (isApiPath(pathname)) return answerUnread(reply, 404);
      return answerUnread(reply.header('Allow', 'GET, HEAD'), 405);
    },
    handler: async (_request, reply) => reply,
  });

  const fileSchema = routeSchema('guessed', {
    summary: 'A file of the built SPA, or its page for any history route',
    tags,
    produces: ['text/html', 'application/octet-stream'],
    params: AnyPath,
    response: { 200: StaticFile, 503: NotBuilt },
  });
  app.get('/*', { schema: fileSchema }, async (request, reply) => {
    const pathname = decodePath(request.url);
    if (pathname === null) throw badRequest('The URL is not correctly encoded.');
    if (isApiPath(pathname)) throw notFound('The requested route does not exist.');
    if (pathname === '/index.html') return sendIndex(request, reply);
    const file = staticFile(root, pathname);
    if (file) {
      const cache = HASHED.test(file) ? FOREVER : 'public, max-age=3600';
      return reply.header('Cache-Control', cache).sendFile(file, { cacheControl: false });
    }
    if (acceptsHtml(request)) return sendIndex(request, reply);
    throw notFound('The requested file does not exist.');
  });
}

function requestPath(url: string): string {
  return decodePath(url) ?? '/';
}

function decodePath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
}

/** The path of an existing file under `root` named by a URL path, never outside `root`. */
function staticFile(root: string, pathname: string): string | null {
  if (pathname.includes('\0') || pathname === '/' || pathname === '/index.html') return null;
  const resolved = path.resolve(root, `.${pathname}`);
  if (!resolved.startsWith(root + path.sep)) return null;
  const relative = path.relative(root, resolved);
  if (relative.split(path.sep).some((part) => part.startsWith('.'))) return null;
  try {
    return fs.statSync(resolved).isFile() ? relative : null;
  } catch {
    return null;
  }
}
