import { ApiError, unprocessable, type Violation } from './errors';

/** A plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a flat REST body of string fields. A body that is not a JSON object is a 400; unknown
 * fields, missing required fields and non-string values are a 422 naming every problem.
 */
export function readStringFields<R extends string, O extends string = never>(
  body: unknown,
  required: readonly R[],
  optional: readonly O[] = [],
): Record<R, string> & Partial<Record<O, string>> {
  if (!isObject(body)) throw new ApiError(400, 'The request body must be a JSON object.');
  const allowed = new Set<string>([...required, ...optional]);
  const problems: Violation[] = [];
  for (const key of Object.keys(body)) {
    if (!allowed.has(key)) problems.push({ detail: `Unknown field "${key}".` });
  }
  for (const key of required) {
    if (body[key] === undefined || body[key] === null) {
      problems.push({ detail: `The field "${key}" is required.` });
    }
  }
  for (const key of allowed) {
    const value = body[key];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      problems.push({ detail: `The field "${key}" must be a string.` });
    }
  }
  if (problems.length > 0) throw unprocessable(problems);
  return body as Record<R, string> & Partial<Record<O, string>>;
}

// Deliberately simple: one @, no spaces or control characters, a dot in the domain. Header
// injection is impossible because CR and LF are excluded.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
/**
 * A domain of dot-separated labels, none empty: `example.test.` (the DNS root's dot) names the
 * same mailbox as `example.test`, so accepting both would let one person hold two accounts.
 */
const DOMAIN_LABELS = /@[^.]+(\.[^.]+)+$/;

/** Whether `mail` looks like a deliverable address (RFC 5321 length limit included). */
export function isValidEmail(mail: string): boolean {
  return mail.length <= 254 && EMAIL.test(mail) && DOMAIN_LABELS.test(mail);
}
