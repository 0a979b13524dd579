/** A plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
