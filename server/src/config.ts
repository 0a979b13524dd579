import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_OAUTH_CLIENT } from '@contract/auth';

/** A first-party OAuth client allowed to use the password and refresh_token grants. */
export interface OAuthClient {
  id: string;
  secret: string;
}

/** What the generated `/config.js` shows for one kind of host. */
export interface SocialLink {
  label: string;
  url: string;
}

export interface LegalSettings {
  /** The privacy policy and imprint: the app's own page by default, or another site's. */
  privacyUrl: string;
  termsUrl: string;
  socialLinks: SocialLink[];
  /** Who runs this installation, as the imprint and the privacy policy name them. */
  operatorName: string;
  operatorAddress: string;
  contactEmail: string;
}

export interface SiteIdentity {
  title: string;
  description: string;
  favicon: string;
}

/** A fixed-window limit: at most `max` events per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Sign-in attempts per account and address together (refused past it). */
  loginPerAccountAddress: Limit;
  /** Failures of one account from anywhere before unknown addresses wait growing delays. */
  loginPerAccount: Limit;
  loginPerAddress: Limit;
  /** Reset requests per email address and client address together (refused past it). */
  resetPerEmailAddress: Limit;
  /** Reset mails to one address from addresses its owner never signed in from (then none). */
  resetPerEmail: Limit;
  resetPerAddress: Limit;
  registerPerAddress: Limit;
  citySearchPerAddress: Limit;
  /** Uploads per account (any field). */
  uploadsPerUser: Limit;
}

/** The validated server configuration; see `.env.example` for every variable. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  appUrl: string;
  staticDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  oauthClients: OAuthClient[];
  accessTokenTtl: number;
  refreshTokenTtl: number;
  seedDemo: boolean;
  /** Serve the API reference page at /api/docs (the document at /api/openapi.json is always served). */
  apiDocs: boolean;
  /**
   * Check every response against the schema its route declares and fail the request when it does
   * not match, so the OpenAPI document cannot drift from the code (on in the tests and e2e run).
   */
  checkResponses: boolean;
  logLevel: string;
  /**
   * Which reverse proxies may set X-Forwarded-For: false (none), a number of hops, or their
   * addresses (IPs or CIDR ranges) — fastify's `trustProxy` forms that a client cannot spoof.
   */
  trustProxy: false | number | string[];
  googleMapsApiKey: string;
  /** The sales address the SPA shows in quota messages and Contact Sales links. */
  salesEmail: string;
  /** The Upgrade link of the candidate search's upgrade prompt; '' writes to the sales address. */
  upgradeUrl: string;
  /** The footer's links and the operator named on the privacy page (spec 01 §1). */
  legal: LegalSettings;
  site: SiteIdentity;
  production: { hosts: string[] } & SiteIdentity;
  staging: { hosts: string[] } & SiteIdentity;
  rateLimits: RateLimits;
  /** Key of the HMAC that signs file URLs; null: a secret generated once and kept in the database. */
  fileUrlSecret: string | null;
  /** Seconds a signed file URL stays valid at least (expiry is rounded up to 10 minutes). */
  fileUrlTtl: number;
  /** Cron schedule (UTC) of housekeeping rounds (expired tokens, links, counters, files); null: off. */
  housekeepingSchedule: string | null;
  /** Seconds an upload may stay unreferenced by any profile before housekeeping removes it. */
  temporaryFileMaxAge: number;
  /** Uploads an account may hold that nothing uses yet (confirmed and unconfirmed accounts). */
  maxUnusedFiles: number;
  maxUnusedFilesUnverified: number;
  /** Bounds on PostgreSQL, in milliseconds (see db/connect.ts). */
  database: { connectTimeoutMs: number; statementTimeoutMs: number; startupTimeoutMs: number };
  /** The Greenhouse Job Board API (tests point it at a local server). */
  greenhouseApiUrl: string;
  /** Cron schedule (UTC) of the sync of every enabled Greenhouse board; null: off. */
  greenhouseSyncSchedule: string | null;
  /**
   * Cron schedule (UTC) of job alert rounds; each mails the saved searches that are due (at
   * most daily or weekly each) and found new jobs. null: off.
   */
  jobAlertsSchedule: string | null;
  /** Mail delivery: retries after the first attempt, and the first retry's delay in seconds. */
  mail: { retryLimit: number; retryDelay: number };
  /** Seconds SIGTERM waits for in-flight requests and jobs before the process exits anyway. */
  shutdownTimeout: number;
  /** Where uploads live: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
  s3: S3Settings | null;
  /** The bearer token /metrics asks for; null: /metrics is off. */
  metricsToken: string | null;
}

/** An S3-compatible bucket; credentials come from the AWS SDK's standard chain. */
export interface S3Settings {
  bucket: string;
  /** null: AWS S3 itself (the region's endpoint). */
  endpoint: string | null;
  region: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name: MinIO, s3rver, Ceph. */
  forcePathStyle: boolean;
}

/** Thrown when the environment is invalid; `problems` lists every variable that is wrong. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** A shorter HMAC key than 32 characters would be guessable sooner than the signatures it makes. */
const MIN_FILE_URL_SECRET = 32;
/** A bearer token shorter than this could be guessed by anyone who can reach /metrics. */
const MIN_METRICS_TOKEN = 16;
/** Bucket names as S3 allows them (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Reads and validates the configuration from `env`, collecting every problem before failing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const str = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  const optional = (name: string): string | null => env[name]?.trim() || null;
  const int = (name: string, fallback: number, min = 1): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      problems.push(`${name} must be a whole number of at least ${min} (got "${raw}").`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}").`);
    return fallback;
  };
  const url = (name: string, fallback: string): string => {
    const value = str(name, fallback);
    try {
      return new URL(value).toString().replace(/\/$/, '');
    } catch {
      problems.push(`${name} must be an absolute URL (got "${value}").`);
      return fallback;
    }
  };
  /** A five-field cron expression (minute hour day month weekday), or "off". */
  const cron = (name: string, fallback: string): string | null => {
    const value = str(name, fallback);
    if (value === 'off') return null;
    if (/^[0-9*/,-]+( [0-9A-Za-z*/,-]+){4}$/.test(value)) return value;
    problems.push(`${name} must be a cron expression like "17 * * * *" or "off" (got "${value}").`);
    return fallback;
  };
  /** A path on this site (/privacy) or an absolute http(s) address. */
  const link = (name: string, fallback: string): string => {
    const value = str(name, fallback);
    if (isSiteLink(value)) return value;
    problems.push(`${name} must be a path starting with / or an http(s) URL (got "${value}").`);
    return fallback;
  };
  const list = (name: string): string[] =>
    str(name, '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);

  const port = int('PORT', 8080, 0);
  const databaseUrl = connectionUrl(
    'DATABASE_URL',
    optional('DATABASE_URL'),
    ['postgres:', 'postgresql:'],
    'postgres://user:password@db.example.org:5432/matchboard',
    problems,
  );
  const logLevel = str('LOG_LEVEL', 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  }
  const site: SiteIdentity = {
    title: str('SITE_TITLE', 'Matchboard'),
    description: str('SITE_DESCRIPTION', 'Matchboard: talent matching for women in tech'),
    favicon: str('SITE_FAVICON', '/favicon.svg'),
  };
  const identity = (prefix: string) => ({
    hosts: list(`${prefix}_HOSTS`),
    title: str(`${prefix}_TITLE`, site.title),
    description: str(`${prefix}_DESCRIPTION`, site.description),
    favicon: str(`${prefix}_FAVICON`, site.favicon),
  });
  const window = (name: string, fallback: number) => int(name, fallback);
  const fileUrlSecret = optional('FILE_URL_SECRET');
  if (fileUrlSecret !== null && fileUrlSecret.length < MIN_FILE_URL_SECRET) {
    problems.push(`FILE_URL_SECRET must be at least ${MIN_FILE_URL_SECRET} characters long.`);
  }
  const metricsToken = optional('METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < MIN_METRICS_TOKEN) {
    problems.push(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN} characters long.`);
  }
  const bucket = optional('S3_BUCKET');
  if (bucket !== null && !BUCKET_NAME.test(bucket)) {
    problems.push(`S3_BUCKET must be a bucket name like "matchboard-files" (got "${bucket}").`);
  }
  const s3: S3Settings | null =
    bucket === null
      ? null
      : {
          bucket,
          endpoint: optional('S3_ENDPOINT') === null ? null : url('S3_ENDPOINT', ''),
          region: str('S3_REGION', str('AWS_REGION', 'us-east-1')),
          forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
        };

  const config: Config = {
    port,
    host: str('HOST', '0.0.0.0'),
    dataDir: path.resolve(str('DATA_DIR', './data')),
    databaseUrl,
    appUrl: url('APP_URL', `http://localhost:${port}`),
    staticDir: path.resolve(str('STATIC_DIR', './dist')),
    smtpUrl: connectionUrl(
      'SMTP_URL',
      optional('SMTP_URL'),
      ['smtp:', 'smtps:'],
      'smtp://user:password@mail.example.org:587',
      problems,
    ),
    mailFrom: str('MAIL_FROM', 'Matchboard <no-reply@matchboard.test>'),
    oauthClients: parseClients(env.OAUTH_CLIENTS, problems),
    accessTokenTtl: int('ACCESS_TOKEN_TTL', 300),
    refreshTokenTtl: int('REFRESH_TOKEN_TTL', 1209600),
    seedDemo: bool('SEED_DEMO', databaseUrl === null),
    apiDocs: bool('API_DOCS', env.NODE_ENV !== 'production'),
    checkResponses: bool('CHECK_RESPONSES', false),
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    googleMapsApiKey: str('GOOGLE_MAPS_API_KEY', ''),
    salesEmail: str('SALES_EMAIL', 'sales@matchboard.test'),
    upgradeUrl: str('UPGRADE_URL', '') === '' ? '' : link('UPGRADE_URL', ''),
    legal: {
      privacyUrl: link('PRIVACY_URL', '/privacy'),
      termsUrl: link('TERMS_URL', '/terms'),
      socialLinks: parseSocialLinks(env.SOCIAL_LINKS ?? DEFAULT_SOCIAL_LINKS, problems),
      operatorName: str('OPERATOR_NAME', 'Matchboard GmbH'),
      operatorAddress: str('OPERATOR_ADDRESS', 'Torstraße 1, 10119 Berlin, Germany'),
      contactEmail: str('CONTACT_EMAIL', 'privacy@matchboard.test'),
    },
    site,
    production: identity('PRODUCTION'),
    staging: identity('STAGING'),
    rateLimits: {
      loginPerAccountAddress: {
        max: int('RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS', 5),
        windowSeconds: window('RATE_LIMIT_LOGIN_WINDOW', 900),
      },
      loginPerAccount: {
        max: int('RATE_LIMIT_LOGIN_PER_ACCOUNT', 10),
        windowSeconds: window('RATE_LIMIT_LOGIN_ACCOUNT_WINDOW', 3600),
      },
      loginPerAddress: {
        max: int('RATE_LIMIT_LOGIN_PER_ADDRESS', 100),
        windowSeconds: window('RATE_LIMIT_LOGIN_WINDOW', 900),
      },
      resetPerEmailAddress: {
        max: int('RATE_LIMIT_RESET_PER_EMAIL_ADDRESS', 3),
        windowSeconds: window('RATE_LIMIT_RESET_WINDOW', 3600),
      },
      resetPerEmail: {
        max: int('RATE_LIMIT_RESET_PER_EMAIL', 10),
        windowSeconds: window('RATE_LIMIT_RESET_WINDOW', 3600),
      },
      resetPerAddress: {
        max: int('RATE_LIMIT_RESET_PER_ADDRESS', 20),
        windowSeconds: window('RATE_LIMIT_RESET_WINDOW', 3600),
      },
      registerPerAddress: {
        max: int('RATE_LIMIT_REGISTER_PER_ADDRESS', 10),
        windowSeconds: window('RATE_LIMIT_REGISTER_WINDOW', 3600),
      },
      citySearchPerAddress: {
        max: int('RATE_LIMIT_CITIES_PER_ADDRESS', 120),
        windowSeconds: window('RATE_LIMIT_CITIES_WINDOW', 60),
      },
      uploadsPerUser: {
        max: int('RATE_LIMIT_UPLOADS_PER_USER', 30),
        windowSeconds: window('RATE_LIMIT_UPLOADS_WINDOW', 3600),
      },
    },
    fileUrlSecret,
    fileUrlTtl: int('FILE_URL_TTL', 600),
    housekeepingSchedule: cron('HOUSEKEEPING_SCHEDULE', '17 * * * *'),
    temporaryFileMaxAge: int('TEMPORARY_FILE_MAX_AGE', 86400),
    maxUnusedFiles: int('MAX_UNUSED_FILES', 20),
    maxUnusedFilesUnverified: int('MAX_UNUSED_FILES_UNVERIFIED', 5),
    database: {
      connectTimeoutMs: int('DATABASE_CONNECT_TIMEOUT_MS', 3000),
      statementTimeoutMs: int('DATABASE_STATEMENT_TIMEOUT_MS', 5000),
      startupTimeoutMs: int('DATABASE_STARTUP_TIMEOUT_MS', 60_000, 0),
    },
    greenhouseApiUrl: url('GREENHOUSE_API_URL', 'https://boards-api.greenhouse.io'),
    greenhouseSyncSchedule: cron('GREENHOUSE_SYNC_SCHEDULE', '*/30 * * * *'),
    jobAlertsSchedule: cron('JOB_ALERTS_SCHEDULE', '41 * * * *'),
    mail: { retryLimit: int('MAIL_RETRY_LIMIT', 12, 0), retryDelay: int('MAIL_RETRY_DELAY', 5, 0) },
    shutdownTimeout: int('SHUTDOWN_TIMEOUT', 10),
    s3,
    metricsToken,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function parseClients(raw: string | undefined, problems: string[]): OAuthClient[] {
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
function connectionUrl(
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

const DEFAULT_SOCIAL_LINKS =
  'LinkedIn=https://www.linkedin.com/company/matchboard,Instagram=https://www.instagram.com/matchboard';

function isSiteLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** `SOCIAL_LINKS`: `Label=https://…` pairs separated by commas; empty for none. */
function parseSocialLinks(raw: string, problems: string[]): SocialLink[] {
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
