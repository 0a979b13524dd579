/**
 * Errors that mean "the database cannot answer right now" rather than "this request is wrong":
 * a connection refused, lost or timed out, a server shutting down or starting, a statement
 * cancelled by its timeout. Requests that hit one are answered 503 with Retry-After, and the pool
 * opens fresh connections once the database is back, so nothing needs a restart.
 */

/** SQLSTATE classes and codes of an unavailable (not a failing) database. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator, a restart, pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57P05', // idle_session_timeout
  '57014', // query_canceled: the statement timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);

const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in words only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
];

/** Whether `error` (or an error it wraps, as drizzle's query errors do) is an outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
      if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    if (
      typeof message === 'string' &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
    )
      return true;
    current = cause;
  }
  return false;
}
