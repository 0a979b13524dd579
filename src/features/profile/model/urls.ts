/** Link fields (spec 01 §5 candidate step 2): lowercased, http(s) only. */

/**
 * The address a typed link is stored as: trimmed, lowercased, with https:// added when no
 * scheme was typed; null when empty.
 */
export function toHttpUrl(typed: string): string | null {
  const value = typed.trim().toLowerCase();
  if (value === '') return null;
  return /^[a-z][a-z0-9+.-]*:/.test(value) ? value : `https://${value}`;
}

/** True for an http(s) address with a dotted host name, as the server requires. */
export function isValidHttpUrl(typed: string): boolean {
  const value = toHttpUrl(typed);
  if (value === null) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
