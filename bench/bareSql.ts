/**
 * The limit of a request: the SQL it runs. `captureStatements` runs the app in this process on
 * the bench's PostgreSQL and records, per request, every statement the request sent through `pg`
 * (text, parameters and prepared name, in order). `openReplay` sends those statements straight to
 * PostgreSQL from connections of its own, one request's statements after another as the server
 * sent them: no HTTP, no validation, no serialization.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { connectDatabase } from '../server/src/db/connect';
import { createFileStore } from '../server/src/files/stores';
import { openJobQueue } from '../server/src/queue/jobQueue';
import { CLIENTS } from './load';

/** One statement as the server sent it. */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/** A request to capture: its URL (path and query) and headers. */
export interface CapturedRequest {
  url: string;
  headers: Record<string, string>;
}

type QueryConfig = { name?: string; text: string; values?: unknown[] };

/** The statements each of `requests` runs, in order, after one warm-up of each. */
export async function captureStatements(
  databaseUrl: string,
  requests: CapturedRequest[],
): Promise<Statement[][]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-bare-sql-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
  });
  // Every statement reaches PostgreSQL through a client's query(config | text, values?,
  // callback?), the pool's included. The app in this process runs nothing else meanwhile (no
  // workers, one request at a time), so what a client sends while a request is recorded is its.
  let recording: Statement[] | null = null;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args;
      // drizzle sends (config, values); the pool (text, values, callback) or (config, callback).
      const query: QueryConfig =
        typeof first === 'string' ? { text: first } : (first as QueryConfig);
      const values = Array.isArray(second) ? (second as unknown[]) : (query.values ?? []);
      recording.push({ name: query.name, text: query.text, values });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  const database = await connectDatabase({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    timeouts: { connectMs: 3000, statementMs: 5000, startupMs: 60_000 },
  });
  const queue = await openJobQueue(database, { supervise: false });
  const app = await buildApp({
    config,
    db: database.db,
    queue,
    fileStore: createFileStore(config),
    pool: database.pool,
    readiness: {},
  });
  try {
    const captured: Statement[][] = [];
    for (const request of requests) {
      const inject = () =>
        app.inject({ method: 'GET', url: request.url, headers: request.headers });
      const warm = await inject();
      if (warm.statusCode !== 200) throw new Error(`${request.url}: ${warm.statusCode}`);
      recording = [];
      await inject();
      captured.push(recording);
      recording = null;
    }
    return captured;
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
    await queue.stop({ graceful: false });
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One request's statements, ready to be sent bare from `clients` connections of their own. */
export interface Replay {
  /** Sends the request's statements one after another on connection `client`; its time in ms. */
  run(client: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * `statements` (one request's) on `clients` connections (each opened here and warmed), as the
 * server sent them: one after another, named ones prepared once per connection as pg does.
 */
export async function openReplay(
  databaseUrl: string,
  statements: Statement[],
  clients = CLIENTS,
): Promise<Replay> {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const run = async (index: number): Promise<number> => {
    const client = connections[index % clients];
    const started = performance.now();
    for (const statement of statements)
      await client.query({ name: statement.name, text: statement.text, values: statement.values });
    return performance.now() - started;
  };
  for (let i = 0; i < 30; i++) await Promise.all(connections.map((_, index) => run(index)));
  return {
    run,
    close: async () => {
      await Promise.all(connections.map((client) => client.end()));
    },
  };
}
