import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// Paths whose last segment is a one-time secret (mail links and their API counterpart).
const SECRET_PATHS = /^(\/api\/user\/confirm|\/user\/reset|\/email-confirm)\/[^/]+/;

/**
 * The URL as logs may show it: query strings dropped (they can carry tokens) and one-time
 * secrets in paths replaced, so no hash from a mail link ever reaches a log line.
 */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATHS, '$1/[redacted]');
  return query === undefined ? safePath : `${safePath}?[redacted]`;
}

/** The request fields request logs show; headers and bodies never appear. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * An error reduced to what is safe to log. drizzle puts bound parameters (password hashes,
 * token hashes) into its error messages, so they are cut off here.
 */
export function safeErrorForLog(error: unknown): Record<string, unknown> {
  const strip = (text: string) =>
    text.replace(/\nparams:[\s\S]*$/, '').replace(/params:[\s\S]*$/, '');
  if (!(error instanceof Error)) return { message: 'Non-error value thrown' };
  const cause = error.cause instanceof Error ? error.cause : null;
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    message: strip(error.message),
    // Only the frames: the first lines of a stack repeat the message, parameters included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    ...(cause ? { cause: { type: cause.name, message: strip(cause.message) } } : {}),
  };
}

/** What a balancer's X-Request-Id may look like to be adopted (HAProxy's unique-id, a uuid). */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id of each request: in every log line of the request (`request_id`), the X-Request-Id
 * answer header and the body of a 5xx, so a user's report can be matched to the log. Behind a
 * trusted proxy (TRUST_PROXY set) the proxy's X-Request-Id is kept, so its log and ours agree;
 * otherwise a client could pick ids that collide with other people's, so the server makes one.
 */
export function requestIdGenerator(
  trustProxy: boolean | number | string[],
): (request: { headers: Record<string, string | string[] | undefined> }) => string {
  return (request) => {
    const forwarded = request.headers['x-request-id'];
    if (
      trustProxy !== false &&
      typeof forwarded === 'string' &&
      FORWARDED_REQUEST_ID.test(forwarded)
    )
      return forwarded;
    return randomBytes(9).toString('base64url');
  };
}
