import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { isDeepStrictEqual } from 'node:util';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { compileSql } from './compileSql';
import { lockDataFolder } from './dataFolderLock';
import { boundQueries, monitorPool, type PoolMonitor } from './pool';
import * as schema from './schema';

/** The query layer every repository takes; the same API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the drizzle handle plus what only the raw driver can do. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script inside one transaction (used by migrations). */
  runScript(script: string): Promise<void>;
  /** Answers once the database answers a trivial query (readiness checks). */
  ping(): Promise<void>;
  /** The driver underneath, for the job queue: the embedded instance or PostgreSQL's URL. */
  driver:
    | { kind: 'pglite'; client: PGlite }
    | { kind: 'postgres'; url: string; timeouts: DatabaseTimeouts };
  close(): Promise<void>;
  /** The connection pool's state for /metrics; null on the embedded database (no pool). */
  pool: PoolMonitor | null;
  /**
   * Runs `work` while this process holds PostgreSQL's advisory lock `key` (on PGlite, which has
   * one process, it just runs it). The lock is taken and released on one dedicated connection, and
   * waiting for it is not bound by the statement timeout: another process may hold it for as long
   * as its migrations take.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
}

/** How long a start waits for another process's migrations before giving up. */
const ADVISORY_LOCK_WAIT_MS = 10 * 60_000;

/** How long PostgreSQL may take; every bound is in milliseconds, 0 turns one off. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /** One statement, enforced by the server and, for a frozen server, by the client too. */
  statementMs: number;
  /** How long start-up keeps retrying an unreachable database before giving up. */
  startupMs: number;
}

/** Scripts and tests: a bounded connect, unbounded statements, no waiting at start. */
export const SCRIPT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 10_000,
  statementMs: 0,
  startupMs: 0,
};

export interface ConnectOptions {
  /** node-postgres connection string; when null an embedded PGlite is used. */
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  pgliteDir: string | null;
  /**
   * An embedded database to start from instead of an empty one: a dump of PGlite's data folder
   * (`dumpDataDir`). Tests start each file from one migrated copy rather than running initdb.
   */
  pgliteTemplate?: Blob;
  timeouts?: DatabaseTimeouts;
  /** Told once when start-up has to wait for PostgreSQL (the server prints it). */
  onWaiting?: (message: string) => void;
  /** Where the pool reports a connection it lost while idle (the server logs it). */
  onConnectionError?: (error: Error) => void;
}

/**
 * Memory a query may sort and build bitmaps in before spilling. PostgreSQL's 4 MB made the
 * candidate search's bitmaps lossy at a million profiles (every row of a matched page rechecked):
 * 438 → 213 ms at p95 with 32 MB. Per sort or bitmap of a running query, with at most 10
 * connections. A DATABASE_URL with its own `options` (e.g. `?options=-c%20work_mem%3D64MB`) wins.
 */
export const WORK_MEM = '32MB';

/**
 * The extensions the migrations create (030: the search), which PGlite loads only when told to.
 * Every embedded instance of our data folder is opened with them, backups and restores too.
 */
export const PGLITE_EXTENSIONS = { cube, earthdistance, fuzzystrmatch, pg_trgm, unaccent };

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (locking its folder). */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options);
  const releaseLock = options.pgliteDir ? lockDataFolder(options.pgliteDir) : () => {};
  try {
    if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
    const client = new PGlite({
      dataDir: options.pgliteDir ?? undefined,
      loadDataDir: options.pgliteTemplate,
      extensions: PGLITE_EXTENSIONS,
    });
    await client.waitReady;
    await client.exec(`SET work_mem = '${WORK_MEM}'`);
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      pool: null,
      withAdvisoryLock: (_key, work) => work(),
      async runScript(script) {
        await client.transaction(async (tx) => {
          await tx.exec(script);
        });
      },
      async ping() {
        await client.query('SELECT 1');
      },
      driver: { kind: 'pglite', client },
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function connectPostgres(
  connectionString: string,
  options: ConnectOptions,
): Promise<Database> {
  const timeouts = options.timeouts ?? SCRIPT_TIMEOUTS;
  // Settings in the URL override these (node-postgres merges the parsed URL over the config).
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: `-c work_mem=${WORK_MEM}`,
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a statement past its bound; a frozen server cannot, so the client
    // gives up at the same bound and the pool throws that connection away.
    ...(timeouts.statementMs > 0
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs }
      : {}),
    // A transaction left open by a lost client must not hold its locks for ever.
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  // A pooled connection that dies while idle (a restart, a failover, a terminated backend) is
  // reported here and dropped by the pool; without a listener Node would end the process.
  const onConnectionError = options.onConnectionError ?? (() => {});
  pool.on('error', onConnectionError);
  // A connection checked out by a transaction reports its loss on the client; its query fails
  // with the same error, which the request answers.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    boundQueries(client, timeouts.statementMs);
  });
  try {
    await waitForPostgres(pool, connectionString, timeouts.startupMs, options.onWaiting);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const monitor = monitorPool(pool, timeouts.connectMs);
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    pool: monitor,
    async withAdvisoryLock(key, work) {
      const client = await pool.connect();
      let locked = false;
      try {
        await client.query('SET statement_timeout = 0');
        await client.query({
          text: 'SELECT pg_advisory_lock($1)',
          values: [key],
          query_timeout: ADVISORY_LOCK_WAIT_MS,
        } as pg.QueryConfig);
        locked = true;
        return await work();
      } finally {
        try {
          if (locked) await client.query('SELECT pg_advisory_unlock($1)', [key]);
          await client.query('RESET statement_timeout');
          client.release();
        } catch (error) {
          // A connection that cannot unlock is closed, and the lock goes with it.
          client.release(error as Error);
        }
      }
    },
    async runScript(script) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // A migration may rewrite a large table: it is not bound by the request timeout.
        await client.query('SET LOCAL statement_timeout = 0');
        await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    driver: { kind: 'postgres', url: connectionString, timeouts },
    close: () => pool.end(),
  };
}

/** Thrown when PostgreSQL stayed unreachable for the whole start-up wait. */
export class DatabaseUnreachableError extends Error {}

/**
 * Opens one connection, retrying with backoff (0.25 s doubling to 5 s) for up to `startupMs`:
 * a server that starts before its database (a restart of both, a fresh cluster) waits for it.
 * A refusal that waiting cannot fix (PERMANENT_FAILURES) ends it at once.
 */
async function waitForPostgres(
  pool: pg.Pool,
  connectionString: string,
  startupMs: number,
  onWaiting: ((message: string) => void) | undefined,
): Promise<void> {
  const where = describeDatabase(connectionString);
  const deadline = Date.now() + startupMs;
  let delay = 250;
  let told = false;
  for (;;) {
    try {
      const client = await pool.connect();
      client.release();
      return;
    } catch (error) {
      const reason = connectionFailure(error);
      // A wrong password or a database that does not exist will not come right by waiting.
      if (PERMANENT_FAILURES.has((error as { code?: string }).code ?? ''))
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${where} refused the connection (${reason}): check DATABASE_URL.`,
        );
      if (Date.now() + delay > deadline) {
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${where} is unreachable (${reason})${startupMs > 0 ? ` after ${Math.round(startupMs / 1000)} s of retrying` : ''}.`,
        );
      }
      if (!told) {
        onWaiting?.(
          `Waiting for PostgreSQL at ${where} (${reason}); retrying for up to ${Math.round(startupMs / 1000)} s…`,
        );
        told = true;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 5000);
    }
  }
}

/** host:port/database of a connection string, without its user or password. */
export function describeDatabase(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * SQLSTATEs at connect that retrying cannot fix: a wrong password (28P01), a refused role or
 * address (28000), a database that does not exist (3D000).
 */
const PERMANENT_FAILURES = new Set(['28P01', '28000', '3D000']);

/** A short, secret-free reason a connection failed. */
function connectionFailure(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === '28P01' || code === '28000') return 'authentication failed';
  if (code === '3D000') return 'database does not exist';
  if (message && /timeout/i.test(message)) return 'no answer within the connect timeout';
  return code ?? message ?? 'unknown error';
}

/**
 * The types node-postgres reads as drizzle's own queries read them: dates, times and intervals
 * (and their arrays, numeric[] too) as PostgreSQL writes them, not as JavaScript Dates.
 */
const RAW_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const asWritten = (value: string) => value;
const DRIZZLE_TYPES = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(typeId)
      ? asWritten
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/** Whether queryRows also asks drizzle's compiler and fails when the two differ (the tests). */
let compareCompilers = false;

/** The server tests turn this on: every raw query then proves compileSql right. */
export function compareSqlCompilers(on: boolean): void {
  compareCompilers = on;
}

/**
 * Runs raw SQL and returns its rows. On PostgreSQL the statement goes to node-postgres as drizzle
 * would send it (same text, parameters and type parsers) but compiled by compileSql and without
 * drizzle's per-query wrappers; on PGlite through drizzle. Both drivers answer with an object
 * holding `rows`; drizzle's shared type cannot say so, hence the casts here.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const internals = db as unknown as { dialect: PgDialect; session: { client?: unknown } };
  if (compareCompilers) {
    const ours = compileSql(internals.dialect, query);
    const theirs = internals.dialect.sqlToQuery(query);
    if (!isDeepStrictEqual([ours.sql, ours.params], [theirs.sql, theirs.params]))
      throw new Error(
        `compileSql differs from drizzle: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`,
      );
  }
  const client = internals.session.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const { sql: text, params } = compileSql(internals.dialect, query);
    const result = await (client as pg.Pool).query<T & pg.QueryResultRow>({
      text,
      values: params,
      types: DRIZZLE_TYPES,
    });
    return result.rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
