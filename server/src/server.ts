import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { openAdminSocket } from './admin/backup/liveDump';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase, DatabaseUnreachableError, type Database } from './db/connect';
import { DataFolderInUseError } from './db/dataFolderLock';
import { runMigrations, underMigrationLock } from './db/migrate';
import { seedDemo } from './seed';
import { backfillGenderCoding } from './jobs/repository';
import { locateRows } from './search/places';
import { freeBytes, isDiskFull, NEW_DATABASE_MB, toMegabytes } from './db/diskSpace';
import { FileStoreUnavailableError, type FileStore } from './files/fileStore';
import { createFileStore, describeFileStore } from './files/stores';
import { scheduleHousekeeping } from './housekeeping/scheduler';
import { scheduleJobAlerts, unsubscribeTokens } from './alerts/jobAlerts';
import { oncePer, safeErrorForLog } from './http/logging';
import { MAIL_QUEUE } from './mail/mailer';
import { startGreenhouseSync } from './greenhouse/worker';
import { openJobQueue } from './queue/jobQueue';
import { scheduleJobPageRenders } from './site/jobPageRounds';

/** Problems an operator fixes outside the code: printed as one message, then exit 1. */
const OPERATOR_ERRORS = [
  ConfigError,
  DatabaseUnreachableError,
  DataFolderInUseError,
  // The bucket could not be reached while seeding the demo data at start.
  FileStoreUnavailableError,
];

/** Boots the server: configuration, database, migrations, seed, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  checkDataFolder(config);
  await checkRoomForNewDatabase(config);
  // Before migrating and seeding: a port in use is one line now, not a stack trace later.
  await checkPortFree(config);
  let reportConnectionError = (error: Error) =>
    console.warn(`A database connection was lost: ${error.message}`);
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    timeouts: {
      connectMs: config.database.connectTimeoutMs,
      statementMs: config.database.statementTimeoutMs,
      startupMs: config.database.startupTimeoutMs,
    },
    onWaiting: (message) => console.info(message),
    onConnectionError: (error) => reportConnectionError(error),
  }).catch((error: unknown) => diskFullAtStart(config, error));
  await runMigrations(database).catch((error: unknown) => diskFullAtStart(config, error));
  await backfillGenderCoding(database.db);
  const store = createFileStore(config);
  await announceFileStore(config, store);
  const seeded = config.seedDemo
    ? await underMigrationLock(database, () => seedDemo(database.db, store))
    : null;
  let reportQueueError = (error: Error) => console.warn(`The job queue failed: ${error.message}`);
  const queue = await openJobQueue(database, {
    supervise: true,
    onError: (error) => reportQueueError(error),
  });
  const app = await buildApp({
    config,
    db: database.db,
    queue,
    fileStore: store,
    pool: database.pool,
    readiness: {
      database: () => database.ping(),
      files: () => store.check(),
      queue: async () => {
        await queue.getQueue(MAIL_QUEUE);
      },
    },
  });
  reportConnectionError = (error) =>
    app.log.warn({ error: safeErrorForLog(error) }, 'database connection lost');
  // Once a minute per cause: a database restart fails every worker's poll the same way.
  reportQueueError = oncePer(60, (error, repeated) =>
    app.log.warn(
      { error: safeErrorForLog(error), ...(repeated ? { repeated } : {}) },
      'job queue error',
    ),
  );

  await app.deps.mailer.startWorker();
  const stopGreenhouse = await startGreenhouseSync(
    queue,
    database.db,
    app.deps.greenhouse,
    app.log,
    config.greenhouseSyncSchedule,
  );
  const stopHousekeeping = await scheduleHousekeeping(
    queue,
    { config, db: database.db, store },
    app.log,
    config.housekeepingSchedule,
  );

  const stopJobPages = await scheduleJobPageRenders(queue, app, config);
  const stopJobAlerts = await scheduleJobAlerts(
    queue,
    {
      db: database.db,
      mailer: app.deps.mailer,
      appUrl: config.appUrl,
      tokens: await unsubscribeTokens(database.db),
    },
    app.log,
    config.jobAlertsSchedule,
  );

  // `npm run admin -- backup` asks a running embedded database for its dump here.
  const closeAdminSocket =
    database.driver.kind === 'pglite'
      ? await openAdminSocket(config.dataDir, database.driver.client, (message) =>
          app.log.warn(message),
        )
      : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // First the balancer hears it: ready says draining while every request is still served, for
    // SHUTDOWN_GRACE seconds (a balancer checks every few seconds); then the port closes. Ctrl-C
    // (SIGINT) at a terminal has no balancer to tell.
    const grace = signal === 'SIGTERM' ? config.shutdownGrace : 0;
    app.leaving = true;
    app.log.info(
      `${signal} received: /health/ready says draining; closing in ${grace} s, then finishing in-flight requests (at most ${config.shutdownTimeout} s)`,
    );
    await new Promise((resolve) => setTimeout(resolve, grace * 1000));
    // Past the deadline, whatever still holds the process (a stuck client, a hung dependency)
    // is cut off: a supervisor waiting for the exit must not wait for ever.
    setTimeout(() => {
      console.error(`Shutdown took longer than ${config.shutdownTimeout} s: exiting anyway.`);
      app.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownTimeout * 1000).unref();
    try {
      // Requests first, then the workers: a job in progress finishes, or is handed back to the
      // queue (another server, or this one after its restart, takes it).
      await app.close();
      await closeAdminSocket?.();
      await stopHousekeeping();
      await stopJobAlerts();
      await stopJobPages();
      await stopGreenhouse();
      await queue.stop({
        graceful: true,
        timeout: Math.max(1000, config.shutdownTimeout * 1000 - 2000),
      });
      await closeDatabase(database);
      store.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  // Every signal is heard, and a repeat changes nothing: a process manager that signals the
  // process group (as a terminal's Ctrl-C does) reaches the server and `npm start`, which passes
  // it on too, and the second copy must not end the drain the first began. Ctrl-C pressed again
  // a second later stops at once.
  let interruptedAt = 0;
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => {
    if (interruptedAt && Date.now() - interruptedAt > 1000) process.exit(130);
    interruptedAt ||= Date.now();
    void shutdown('SIGINT');
  });

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL';
  console.info(
    `Matchboard is running at ${config.appUrl} (database: ${where}; ${describeFileStore(config)})`,
  );
  if (seeded) console.info(seeded.join('\n'));
  // Rows written before the searches knew places (migration 030), in the background: a million
  // profiles take a while, and until then the distance filter leaves the rows out.
  void locateUnlocated(database.db).then(
    (located) => located > 0 && app.log.info({ located }, 'jobs and profiles located'),
    (error: unknown) => app.log.warn({ error: safeErrorForLog(error) }, 'locating rows failed'),
  );
}

/** Looks up the coordinates of every job and profile whose city has none yet. */
async function locateUnlocated(db: Database['db']): Promise<number> {
  return (await locateRows(db, 'jobs')) + (await locateRows(db, 'candidate_profiles'));
}

/**
 * DATA_DIR must be a folder this process can write: uploads, the mail outbox and the embedded
 * database live there, and finding out on the first upload would lose it.
 */
function checkDataFolder(config: Config): void {
  const probe = path.join(config.dataDir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError([`DATA_DIR (${config.dataDir}) is not a writable folder (${code}).`]);
  }
}

/**
 * Two surprises of the file store, said once at start: uploads kept on this machine's disk while
 * other servers share the database (each server would hold its own), and a bucket that does not
 * answer (a wrong secret, a missing bucket, an endpoint down: /health/ready says 503 until it does).
 */
async function announceFileStore(config: Config, store: FileStore): Promise<void> {
  if (!config.s3) {
    if (config.databaseUrl)
      console.warn(
        `Files are kept on this machine's disk (${config.dataDir}/files): with more than one server, set S3_BUCKET so that every server can serve every file.`,
      );
    return;
  }
  try {
    await store.check();
  } catch (error) {
    console.warn(
      `The file store does not answer: ${(error as Error).message}. /health/ready answers 503 until it does.`,
    );
  }
}

/** What a full disk at start is told as: one line naming the disk and the room needed. */
async function diskFullAtStart(config: Config, error: unknown): Promise<never> {
  if (!isDiskFull(error)) throw error;
  if (config.databaseUrl)
    throw new ConfigError([
      "PostgreSQL's disk is full (disk_full while starting): free space on the database server, then start again.",
    ]);
  const free = await freeBytes(config.dataDir);
  throw new ConfigError([
    `The disk holding DATA_DIR is full (${free === null ? '?' : toMegabytes(free)} MB free, about ${NEW_DATABASE_MB} MB needed).`,
  ]);
}

/**
 * A new embedded database needs about NEW_DATABASE_MB: with less free, PGlite would fail half-way
 * and leave a broken folder behind, so the server says so before it starts one.
 */
async function checkRoomForNewDatabase(config: Config): Promise<void> {
  if (config.databaseUrl) return;
  if (fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) return;
  const free = await freeBytes(config.dataDir);
  if (free !== null && toMegabytes(free) < NEW_DATABASE_MB)
    throw new ConfigError([
      `The disk holding DATA_DIR is full (${toMegabytes(free)} MB free, about ${NEW_DATABASE_MB} MB needed).`,
    ]);
}

/** Refuses to start, in one line, when another program listens on PORT at HOST already. */
async function checkPortFree(config: Config): Promise<void> {
  const probe = net.createServer();
  const problem = await new Promise<string | null>((resolve) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'EADDRINUSE' ? 'in use by another program' : (error.code ?? 'refused'),
      ),
    );
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () => resolve(null));
  });
  await new Promise<void>((resolve) =>
    probe.listening ? probe.close(() => resolve()) : resolve(),
  );
  if (problem)
    throw new ConfigError([
      `Port ${config.port} on ${config.host} is ${problem}: stop what holds it, or set PORT to another port.`,
    ]);
}

async function closeDatabase(database: Database): Promise<void> {
  try {
    await database.close();
  } catch {
    // A database that is already gone has nothing left to flush.
  }
}

main().catch((error: unknown) => {
  if (OPERATOR_ERRORS.some((kind) => error instanceof kind))
    console.error((error as Error).message);
  else console.error('The server could not start:', error);
  process.exit(1);
});
