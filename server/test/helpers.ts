/**
 * Shared test helpers: one database per test file (in-memory PGlite, or the PostgreSQL of
 * DATABASE_URL emptied with resetDatabase), apps built against it with a temporary DATA_DIR,
 * and helpers to register, confirm, sign in and call the API as a user.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEFAULT_OAUTH_CLIENT, type OAuthToken } from '@contract/auth';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import {
  compareSqlCompilers,
  connectDatabase,
  type Database,
  type DatabaseTimeouts,
} from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';
import { markTestDatabase, resetDatabase } from '../src/db/reset';
import type { MailTransport } from '../src/mail/transport';
import { openJobQueue, type JobQueue } from '../src/queue/jobQueue';
import {
  firstLink,
  latestMessageFor,
  OutboxTransport,
  type OutboxMessage,
} from '../src/mail/outbox';

let database: Promise<Database> | null = null;
const cleanups: (() => Promise<void> | void)[] = [];

// Every raw query of every test also proves the server's SQL compiler equal to drizzle's.
compareSqlCompilers(true);

// Registered when the test file imports this module, so it runs once after all its tests: the
// apps close first, then the database.
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The database of this test file, migrated and empty at first use. */
export function testDatabase(): Promise<Database> {
  database ??= (async () => {
    const databaseUrl = process.env.DATABASE_URL || null;
    const template = databaseUrl ? null : pgliteTemplate();
    if (template) {
      const opened = await connectDatabase({ databaseUrl, pgliteDir: null, ...template });
      cleanups.push(() => opened.close());
      return opened;
    }
    const opened = await connectDatabase({ databaseUrl, pgliteDir: null });
    // An in-memory PGlite lives only for this file; a PostgreSQL must be marked by its owner.
    if (!databaseUrl) await markTestDatabase(opened.db);
    await runMigrations(opened);
    await resetDatabase(opened.db);
    if (!databaseUrl) await keepPgliteTemplate(opened);
    cleanups.push(() => opened.close());
    return opened;
  })();
  return database;
}

/**
 * Where a run of the suite keeps one migrated, empty PGlite for its files to start from
 * (scripts/test-server.sh names a folder of its own for each run; without it every file makes its
 * own): loading it takes a third of the time initdb and the migrations take.
 */
const TEMPLATE_DIR = process.env.PGLITE_TEMPLATE_DIR || null;
const templateFile = () => (TEMPLATE_DIR ? path.join(TEMPLATE_DIR, 'migrated.tar') : null);

function pgliteTemplate(): { pgliteTemplate: Blob } | null {
  const file = templateFile();
  if (!file || !fs.existsSync(file)) return null;
  return { pgliteTemplate: new Blob([fs.readFileSync(file)]) };
}

/** The first file of a run to migrate a PGlite leaves a copy for the others (written whole). */
async function keepPgliteTemplate(opened: Database): Promise<void> {
  const file = templateFile();
  if (!file || opened.driver.kind !== 'pglite' || fs.existsSync(file)) return;
  const dump = await opened.driver.client.dumpDataDir('none');
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}

let queue: Promise<JobQueue> | null = null;

/**
 * The job queue in this file's database, for sending and delivering only: tests run no
 * background workers; `latestMail` delivers what is due.
 */
export function testQueue(): Promise<JobQueue> {
  queue ??= (async () => {
    const database = await testDatabase();
    const opened = await openJobQueue(database, { supervise: false });
    // A PostgreSQL shared by the test files keeps the jobs of the files before this one.
    await opened.deleteAllJobs();
    cleanups.push(() => opened.stop({ graceful: false }));
    return opened;
  })();
  return queue;
}

let outbox: string | null = null;

/**
 * The outbox of this test file. Every app a file builds shares its job queue, so any of them may
 * deliver a mail another queued (as any server of a deployment does): they all deliver here.
 */
export function fileOutbox(): string {
  outbox ??= fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-outbox-'));
  return outbox;
}

/** A clock tests can move forward. */
export interface TestClock {
  now: () => Date;
  advance: (seconds: number) => void;
}

export function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  database: Database;
  /** Where this file's mail is delivered (see fileOutbox). */
  outbox: string;
  /** The newest mail sent to `address` (delivers what is queued first). */
  latestMail(address: string): Promise<OutboxMessage | undefined>;
}

/** Builds an app over this file's database, with a temporary DATA_DIR and extra env values. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    mailTransport?: MailTransport;
    /** Where the server's log goes, at LOG_LEVEL (the production logger's settings). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    APP_URL: 'http://app.test',
    LOG_LEVEL: 'silent',
    // No test reaches the real Greenhouse: a board token added without a fixture server meets a
    // refused connection at once (an unreachable Greenhouse does not stop a board being added).
    GREENHOUSE_API_URL: 'http://127.0.0.1:9',
    // Every request of a test file comes from 127.0.0.1; the per-address limits get their own
    // tests with their own addresses, so they are out of the way here.
    RATE_LIMIT_REGISTER_PER_ADDRESS: '10000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '10000',
    RATE_LIMIT_RESET_PER_ADDRESS: '10000',
    // Test files upload many files per account; the upload limits have their own tests.
    RATE_LIMIT_UPLOADS_PER_USER: '10000',
    MAX_UNUSED_FILES: '10000',
    MAX_UNUSED_FILES_UNVERIFIED: '10000',
    // Every response of every test is checked against the schema its route declares.
    CHECK_RESPONSES: 'true',
    // A failed delivery is retried at once (twice), so tests see retries and dead letters now.
    MAIL_RETRY_DELAY: '0',
    MAIL_RETRY_LIMIT: '2',
    ...env,
  });
  const db = await testDatabase();
  const clock = createClock();
  // TEST_LOG=1 shows the server's error log while debugging a failing test.
  const logger = options.logStream ? undefined : process.env.TEST_LOG ? { level: 'error' } : false;
  const app = await buildApp({
    config,
    db: db.db,
    queue: await testQueue(),
    pool: db.pool,
    // On PostgreSQL, token owners are cached as in production.
    authChangesUrl: db.driver.kind === 'postgres' ? db.driver.url : null,
    now: clock.now,
    logger,
    logStream: options.logStream,
    mailTransport: options.mailTransport ?? new OutboxTransport(fileOutbox()),
  });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    app,
    config,
    clock,
    database: db,
    outbox: fileOutbox(),
    async latestMail(address) {
      await app.deps.mailer.deliverDue();
      return latestMessageFor(fileOutbox(), address);
    },
  };
}

let counter = 0;

/** A fresh, unique email address for one test. */
export function uniqueMail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.test`;
}

export const TEST_PASSWORD = 'correct horse battery';

/** A signed-in user of a test. */
export interface TestUser {
  mail: string;
  pass: string;
  uuid: string;
  token: OAuthToken;
}

/** The secret at the end of the first link of a mail. */
export function linkSecret(message: OutboxMessage | undefined): string {
  const link = message ? firstLink(message) : undefined;
  if (!link) throw new Error('No link in the mail');
  return link.split('/').at(-1) ?? '';
}

/** Registers an account of `role`, without confirming it. */
export async function register(
  t: TestApp,
  role: 'candidate' | 'employer',
  mail = uniqueMail(role),
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user/register/${role}?_format=json`,
    payload: { mail, pass: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return { mail, uuid: response.json().uuid[0].value as string };
}

/** Registers, confirms through the mailed link and signs in. */
export async function registerAndConfirm(
  t: TestApp,
  role: 'candidate' | 'employer',
): Promise<TestUser> {
  const { mail, uuid } = await register(t, role);
  const secret = linkSecret(await t.latestMail(mail));
  const confirmed = await t.app.inject({ method: 'GET', url: `/api/user/confirm/${secret}` });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  const token = await login(t, mail, TEST_PASSWORD);
  return { mail, pass: TEST_PASSWORD, uuid, token };
}

/** The raw token response of a password grant. */
export function passwordGrant(
  t: Pick<TestApp, 'app'>,
  username: string,
  password: string,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: DEFAULT_OAUTH_CLIENT.id,
      client_secret: DEFAULT_OAUTH_CLIENT.secret,
      username,
      password,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...extra,
  });
}

/** The raw token response of a refresh grant. */
export function refreshGrant(t: TestApp, refreshToken: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: DEFAULT_OAUTH_CLIENT.id,
      client_secret: DEFAULT_OAUTH_CLIENT.secret,
      refresh_token: refreshToken,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Signs in and returns the token. */
export async function login(t: TestApp, mail: string, pass: string): Promise<OAuthToken> {
  const response = await passwordGrant(t, mail, pass);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json();
}

/** Injects a request with the user's access token (JSON:API content type for bodies). */
export function injectAs(
  t: TestApp,
  user: Pick<TestUser, 'token'> | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
  if (user) headers.authorization = `Bearer ${user.token.access_token}`;
  if (options.payload !== undefined && !headers['content-type']) {
    headers['content-type'] = 'application/vnd.api+json';
  }
  return t.app.inject({ ...options, headers });
}

/** The user PATCHes her own user resource with these members (attributes, relationships). */
export function patchOwnUser(
  t: TestApp,
  user: Pick<TestUser, 'token' | 'uuid'>,
  members: { attributes?: object; relationships?: object },
): Promise<LightMyRequestResponse> {
  return injectAs(t, user, {
    method: 'PATCH',
    url: `/api/user/user/${user.uuid}`,
    payload: { data: { type: 'user--user', id: user.uuid, ...members } },
  });
}

/**
 * An app over the PostgreSQL of DATABASE_URL with its own pool and the given database bounds
 * (the outage tests make them short); extra settings in `env`.
 */
export async function appWithDatabaseBounds(
  timeouts: DatabaseTimeouts,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await connectDatabase({
    databaseUrl: process.env.DATABASE_URL ?? null,
    pgliteDir: null,
    timeouts,
  });
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-bounds-')),
      LOG_LEVEL: 'silent',
      GREENHOUSE_API_URL: 'http://127.0.0.1:9',
      DATABASE_CONNECT_TIMEOUT_MS: String(timeouts.connectMs),
      DATABASE_STATEMENT_TIMEOUT_MS: String(timeouts.statementMs),
      ...env,
    }),
    db: database.db,
    queue: await testQueue(),
    logger: false,
    pool: database.pool,
  });
  await app.ready();
  return { app, database };
}
