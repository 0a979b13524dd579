import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The path as request logs show it: the route's pattern, never the path a client sent, so no
 * parameter (a mail link's secret, an invitation or unsubscribe token, a file name) and no query
 * string ever reaches a log line, whatever a new route names its parameters. The SPA's pages and
 * static files, served by the catch-all route, show their first segment only
 * (`/organization-invitation/*`): no page keeps a secret there. A request no route matched shows
 * none of its path.
 */
export function loggedPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return '(no route)';
  if (pattern !== '/*') return pattern;
  const [first, ...rest] = request.url.split('?', 1)[0].split('/').slice(1);
  if (!first) return '/';
  return rest.length > 0 ? `/${first}/*` : `/${first}`;
}

/** The request fields request logs show; headers, bodies, raw paths and queries never appear. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedPath(request),
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
  if (!(error instanceof Error)) return describeThrown(error, strip);
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

/**
 * A thrown value that is not an Error (pg-boss and drivers pass on what they were given: a string,
 * a PostgreSQL error object, an event), described by what it carries, never as a bare
 * "Non-error value thrown".
 */
function describeThrown(value: unknown, strip: (text: string) => string): Record<string, unknown> {
  if (typeof value === 'string') return { message: strip(value).slice(0, 500) };
  if (value && typeof value === 'object') {
    const { message, code, name, type } = value as Record<string, unknown>;
    const text = typeof message === 'string' ? strip(message).slice(0, 500) : undefined;
    return {
      type: typeof name === 'string' ? name : typeof type === 'string' ? type : 'non-Error value',
      ...(code !== undefined ? { code } : {}),
      message: text ?? `a value of the kind ${Object.prototype.toString.call(value).slice(8, -1)}`,
    };
  }
  return { message: `a thrown ${typeof value}: ${String(value).slice(0, 100)}` };
}

/**
 * Reports an error at most once per `seconds` for each distinct message, with how many times it
 * happened meanwhile: a dependency that goes away makes every worker fail the same way at once,
 * and the log should say so once, not a dozen times.
 */
export function oncePer(
  seconds: number,
  report: (error: unknown, repeated: number) => void,
  now: () => number = Date.now,
): (error: unknown) => void {
  const last = new Map<string, { at: number; repeated: number }>();
  return (error) => {
    const { message } = safeErrorForLog(error);
    const key = String(message);
    const seen = last.get(key);
    const at = now();
    if (seen && at - seen.at < seconds * 1000) {
      seen.repeated += 1;
      return;
    }
    last.set(key, { at, repeated: 0 });
    report(error, seen?.repeated ?? 0);
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
