import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { runMigrations } from './db/migrate';
import { seedDemo } from './db/seed';
import { LocalFileStore } from './files/localFileStore';
import { scheduleHousekeeping } from './housekeeping/scheduler';

/** Boots the server: configuration, database, migrations, seed, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await runMigrations(database);
  const store = new LocalFileStore(config.dataDir);
  const seeded = config.seedDemo ? await seedDemo(database.db, store) : null;
  const app = await buildApp({ config, db: database.db });

  const stopHousekeeping = scheduleHousekeeping(
    { config, db: database.db, store },
    () => new Date(),
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      stopHousekeeping();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL';
  console.info(`Matchboard is running at ${config.appUrl} (database: ${where})`);
  if (seeded) console.info(seeded.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The server could not start:', error);
  process.exit(1);
});
