import { AsyncResource } from 'node:async_hooks';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { lockDataFolder } from './dataFolderLock';
import { boundedWait, DeadlineExceededError } from './deadline';
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

/** What /metrics reads from PostgreSQL's connection pool. */
export interface PoolMonitor {
  /** Connections open and idle, checkouts waiting for one, and the pool's size. */
  counts(): { total: number; idle: number; waiting: number; max: number };
  /** Told how many seconds each checkout waited for its connection (set by /metrics). */
  onWait: ((seconds: number) => void) | null;
}

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

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (locking its folder). */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options);
  const releaseLock = options.pgliteDir ? lockDataFolder(options.pgliteDir) : () => {};
  try {
    if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
    const client = new PGlite(options.pgliteDir ?? undefined);
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

/**
 * Counts and checkout waits of `pool`. pg-pool has no wait-time event, so `connect` is wrapped in
 * both its forms (pool.query calls it with a callback, transactions await it).
 */
function monitorPool(pool: pg.Pool, connectMs: number): PoolMonitor {
  const monitor: PoolMonitor = {
    counts: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    onWait: null,
  };
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const observe = (started: number) => monitor.onWait?.((performance.now() - started) / 1000);
  (pool as { connect: unknown }).connect = (
    callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void,
  ) => {
    const started = performance.now();
    // A waiter is handed its connection in the context of the request that gave one back: the
    // callback is bound to its caller's, or it would run (and its statements be bounded) under
    // another request's deadline.
    if (callback) callback = AsyncResource.bind(callback);
    // The request's deadline may be nearer than the pool's own wait (see deadline.ts).
    const bound = boundedWait(connectMs);
    const ownTimer = bound !== null && bound < connectMs;
    if (callback) {
      if (bound === null) {
        process.nextTick(() => callback(new DeadlineExceededError(), undefined!, () => {}));
        return undefined;
      }
      let late = false;
      const timer = ownTimer
        ? setTimeout(() => {
            late = true;
            callback(new DeadlineExceededError(), undefined!, () => {});
          }, bound)
        : null;
      return connect((error, client, done) => {
        if (timer) clearTimeout(timer);
        observe(started);
        // Came after the request gave up: straight back to the pool.
        if (late) {
          if (!error) done();
          return;
        }
        callback(error, client, done);
      });
    }
    if (bound === null) return Promise.reject(new DeadlineExceededError());
    const acquired = (connect() as Promise<pg.PoolClient>).finally(() => observe(started));
    if (!ownTimer) return acquired;
    return new Promise<pg.PoolClient>((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(new DeadlineExceededError());
      }, bound);
      acquired.then(
        (client) => {
          clearTimeout(timer);
          if (late) client.release();
          else resolve(client);
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (!late) reject(error as Error);
        },
      );
    });
  };
  return monitor;
}

/**
 * Bounds every statement of `client` by what is left of the request's deadline (at most the
 * statement timeout): node-postgres reads its read timeout from the connection's parameters at
 * each call, so it is set just before.
 */
function boundQueries(client: pg.PoolClient, statementMs: number): void {
  const parameters = (client as unknown as { connectionParameters: { query_timeout?: number } })
    .connectionParameters;
  const query = client.query as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = function (this: pg.PoolClient, ...args: unknown[]) {
    const bound = boundedWait(statementMs);
    if (bound === null) {
      const refusal = new DeadlineExceededError();
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        process.nextTick(() => (callback as (error: Error) => void)(refusal));
        return undefined;
      }
      if (isBegin(args[0])) releaseOnce(this, refusal);
      return Promise.reject(refusal);
    }
    parameters.query_timeout = bound > 0 ? bound : undefined;
    // A statement past its read timeout is still running on the connection (a frozen server
    // answers nothing): the connection is closed, so that what follows (a ROLLBACK, the next
    // request) fails at once instead of queueing behind it, and the server rolls back.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: Error | null, result: unknown) => {
        if (error && error.message === 'Query read timeout') dropConnection(this);
        (callback as (error: Error | null, result: unknown) => void)(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if ((error as Error).message === 'Query read timeout') dropConnection(this);
        // drizzle checks a connection out for a transaction and gives it back in a `finally`
        // that a failed BEGIN never reaches: a freeze leaked one connection per transaction
        // begun, until the pool had none. Such a connection goes back (closed) here.
        if (isBegin(args[0])) releaseOnce(this, error as Error);
      });
    return result;
  };
}

function isBegin(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

function releaseOnce(client: pg.PoolClient, error: Error): void {
  try {
    client.release(error);
  } catch {
    // Released already (by whoever checked it out).
  }
}

function dropConnection(client: pg.PoolClient): void {
  (
    client as unknown as { connection?: { stream?: { destroy(): void } } }
  ).connection?.stream?.destroy();
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
 * Runs raw SQL and returns its rows. Both drivers answer `execute` with an object holding
 * `rows`; drizzle's shared type cannot say so, hence the one cast here.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
