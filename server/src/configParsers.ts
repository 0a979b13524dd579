/**
 * Parsers of the environment variables that hold more than one value (OAUTH_CLIENTS,
 * TRUST_PROXY, the connection URLs, SOCIAL_LINKS). Each adds what is wrong to `problems`, in
 * words an operator can act on, and returns a safe value, so `loadConfig` reports every
 * problem at once.
 */
import { isIP } from 'node:net';
import { DEFAULT_OAUTH_CLIENT } from '@contract/auth';
import type { SocialLink } from '@contract/siteConfig';

/** A first-party OAuth client allowed to use the password and refresh_token grants. */
export interface OAuthClient {
  id: string;
  secret: string;
}

export function parseClients(raw: string | undefined, problems: string[]): OAuthClient[] {
  if (!raw?.trim()) return [{ ...DEFAULT_OAUTH_CLIENT }];
  const message = 'OAUTH_CLIENTS must be a JSON array of {"id": "...", "secret": "..."} objects.';
  try {
    const parsed: unknown = JSON.parse(raw);
    const valid =
      Array.isArray(parsed) &&
      parsed.length > 0 &&
      parsed.every(
        (c: unknown) =>
          typeof c === 'object' &&
          c !== null &&
          typeof (c as OAuthClient).id === 'string' &&
          typeof (c as OAuthClient).secret === 'string' &&
          (c as OAuthClient).id !== '',
      );
    if (valid) return (parsed as OAuthClient[]).map(({ id, secret }) => ({ id, secret }));
  } catch {
    // Falls through to the shared message below, which names the expected shape.
  }
  problems.push(message);
  return [{ ...DEFAULT_OAUTH_CLIENT }];
}

/**
 * TRUST_PROXY: 'false' or unset (no proxy), a hop count ('1': the one proxy in front of us), or
 * a comma-separated list of the proxies' addresses or CIDR ranges. 'true' is refused: it would
 * take the left-most X-Forwarded-For address, which the client writes itself.
 */
export function parseTrustProxy(
  raw: string | undefined,
  problems: string[],
): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^[1-9][0-9]?$/.test(value)) return Number(value);
  if (value === 'true') {
    problems.push(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client sends: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.168.1.5).',
    );
    return false;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || extra !== undefined) {
      problems.push(
        `TRUST_PROXY must be false, a number of proxies, or proxy addresses/CIDR ranges separated by commas (got "${entry}").`,
      );
      return false;
    }
  }
  return entries;
}

/**
 * A URL-shaped setting that may hold a password (DATABASE_URL, SMTP_URL): checked for its scheme,
 * host and port, and never echoed in the message, which shows the expected shape instead.
 */
export function connectionUrl(
  name: string,
  value: string | null,
  protocols: string[],
  example: string,
  problems: string[],
): string | null {
  if (value === null) return null;
  const problem = (why: string) => {
    problems.push(
      `${name} ${why}; expected a URL like ${example} (the value is not shown: it may hold a password).`,
    );
    return null;
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem('is not a valid URL (check the scheme, the host and that the port is a number)');
  }
  if (!protocols.includes(url.protocol)) {
    return problem(`must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  // postgres:///db?host=/var/run/postgresql names a socket folder instead of a host.
  if (!url.hostname && !url.searchParams.get('host')) return problem('names no host');
  return value;
}

export const DEFAULT_SOCIAL_LINKS =
  'LinkedIn=https://www.linkedin.com/company/matchboard,Instagram=https://www.instagram.com/matchboard';

export function isSiteLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** `SOCIAL_LINKS`: `Label=https://…` pairs separated by commas; empty for none. */
export function parseSocialLinks(raw: string, problems: string[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const label = entry.slice(0, at).trim();
    const url = entry.slice(at + 1).trim();
    if (at <= 0 || !label || !/^https?:\/\//.test(url) || !isSiteLink(url)) {
      problems.push(`SOCIAL_LINKS entries must look like LinkedIn=https://… (got "${entry}").`);
      continue;
    }
    links.push({ label, url });
  }
  return links;
}
