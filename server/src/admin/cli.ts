import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { connectDatabase, DatabaseUnreachableError } from '../db/connect';
import { DataFolderInUseError } from '../db/dataFolderLock';
import { runMigrations } from '../db/migrate';
import { openJobQueue } from '../queue/jobQueue';
import { runAdminCommand, USAGE, UsageError } from './commands';

/** `npm run admin -- …`: operator commands on the database the server uses (same settings). */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.info(USAGE);
    return;
  }
  const config = loadConfig();
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const queue = await openJobQueue(database, { supervise: false });
  try {
    await runMigrations(database);
    console.info(await runAdminCommand({ db: database.db, queue, config }, args));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } finally {
    await queue.stop({ graceful: false });
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Problems an operator fixes (a running server holding the embedded database, a setting, an
  // unreachable PostgreSQL) are one readable line; anything else is a bug and shows its stack.
  const known = [ConfigError, DataFolderInUseError, DatabaseUnreachableError];
  if (known.some((kind) => error instanceof kind)) console.error((error as Error).message);
  else console.error(error);
  process.exit(1);
});
