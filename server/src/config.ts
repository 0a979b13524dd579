import path from 'node:path';
import type { LegalSettings } from '@contract/siteConfig';
import {
  connectionUrl,
  DEFAULT_SOCIAL_LINKS,
  isSiteLink,
  parseClients,
  parseSocialLinks,
  parseTrustProxy,
  type OAuthClient,
} from './configParsers';

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
  /** Copies of her data (the ZIP) per account. */
  dataExportsPerUser: Limit;
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
  /** Where users write for help (SUPPORT_EMAIL), shown in the footer and the account menu. */
  supportEmail: string;
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
  /**
   * Cron schedule (UTC) of the rounds that render the public page of every open job whose kept
   * page is missing or out of date (site/jobPageRounds.ts); null: off (pages render when asked).
   */
  jobPagesSchedule: string | null;
  /** Mail delivery: retries after the first attempt, and the first retry's delay in seconds. */
  mail: { retryLimit: number; retryDelay: number };
  /** Seconds SIGTERM waits for in-flight requests and jobs before the process exits anyway. */
  shutdownTimeout: number;
  /**
   * Seconds after SIGTERM during which the server still serves every request while
   * /health/ready answers 503 draining, so a balancer sees it leave before its port closes.
   */
  shutdownGrace: number;
  /**
   * /health/ready says not ready while the disk holding DATA_DIR has less than this many MB free
   * (uploads, the mail outbox and the embedded database write there).
   */
  dataDirMinFreeMb: number;
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
    supportEmail: str('SUPPORT_EMAIL', 'support@matchboard.test'),
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
      dataExportsPerUser: {
        max: int('RATE_LIMIT_DATA_EXPORTS_PER_USER', 5),
        windowSeconds: window('RATE_LIMIT_DATA_EXPORTS_WINDOW', 3600),
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
    jobPagesSchedule: cron('JOB_PAGES_SCHEDULE', '* * * * *'),
    mail: { retryLimit: int('MAIL_RETRY_LIMIT', 12, 0), retryDelay: int('MAIL_RETRY_DELAY', 5, 0) },
    shutdownTimeout: int('SHUTDOWN_TIMEOUT', 10),
    shutdownGrace: int('SHUTDOWN_GRACE', 5, 0),
    dataDirMinFreeMb: int('DATA_DIR_MIN_FREE_MB', 100, 0),
    s3,
    metricsToken,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
