/**
 * An http(s) address with a host that has a dot: what every link field (profile links, the
 * organization's sites and videos, a job's apply link) accepts. The SPA's forms and the server
 * judge it with this one function, so a form never lets through what the server refuses.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value.trim());
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.')
    );
  } catch {
    return false;
  }
}
