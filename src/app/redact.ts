/**
 * Secrets never leave the page through Redux DevTools or a state export: support staff replay
 * state, they do not need tokens or passwords (ARCHITECTURE.md "Data flow in the SPA").
 */
export const REDACTED = '[redacted]';

const SECRET_KEYS = new Set([
  'access_token',
  'refresh_token',
  'password',
  'pass',
  'new_password',
  'existing',
  'client_secret',
  'authorization',
  'replacedrefreshtoken',
]);

/** Endpoints whose arguments or results are themselves secrets. */
const SECRET_ENDPOINTS = new Set(['login', 'refresh', 'register', 'resetPassword']);

/** Returns a deep copy of `value` with every secret replaced; the input is left untouched. */
export function redact<T>(value: T): T {
  return redactValue(value, new WeakSet()) as T;
}

function redactValue(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (value instanceof URLSearchParams) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, seen));
  const source = value as Record<string, unknown>;
  const secretEndpoint =
    typeof source.endpointName === 'string' && SECRET_ENDPOINTS.has(source.endpointName);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    if (SECRET_KEYS.has(key.toLowerCase()) && item !== null && item !== undefined) {
      copy[key] = REDACTED;
    } else if (secretEndpoint && (key === 'originalArgs' || key === 'data')) {
      copy[key] = REDACTED;
    } else {
      copy[key] = redactValue(item, seen);
    }
  }
  return copy;
}

/** Redux DevTools `actionSanitizer`: thunk metadata of secret endpoints carries their payload. */
export function actionSanitizer<A extends { type: string }>(action: A): A {
  const meta = (action as { meta?: { arg?: { endpointName?: string } } }).meta;
  const redacted = redact(action);
  if (meta?.arg?.endpointName && SECRET_ENDPOINTS.has(meta.arg.endpointName)) {
    return { ...redacted, payload: REDACTED };
  }
  return redacted;
}

/** Redux DevTools `stateSanitizer`. */
export function stateSanitizer<S>(state: S): S {
  return redact(state);
}

/** A JSON export of the state for support, with every secret redacted. */
export function exportState(state: unknown): string {
  return JSON.stringify(redact(state), null, 2);
}
