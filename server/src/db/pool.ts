/*
 * What the PostgreSQL pool (connect.ts) adds to node-postgres: counts and checkout waits for
 * /metrics, and every statement bounded by what is left of its request's deadline.
 */
import { AsyncResource } from 'node:async_hooks';
import type pg from 'pg';
import { boundedWait, DeadlineExceededError } from './deadline';

/** What /metrics reads from PostgreSQL's connection pool. */
export interface PoolMonitor {
  /** Connections open and idle, checkouts waiting for one, and the pool's size. */
  counts(): { total: number; idle: number; waiting: number; max: number };
  /** Told how many seconds each checkout waited for its connection (set by /metrics). */
  onWait: ((seconds: number) => void) | null;
}

/**
 * Counts and checkout waits of `pool`. pg-pool has no wait-time event, so `connect` is wrapped in
 * both its forms (pool.query calls it with a callback, transactions await it).
 */
export function monitorPool(pool: pg.Pool, connectMs: number): PoolMonitor {
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
export function boundQueries(client: pg.PoolClient, statementMs: number): void {
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
