import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { connectDatabase, DatabaseUnreachableError } from '../db/connect';
import { DataFolderInUseError } from '../db/dataFolderLock';
import { runMigrations } from '../db/migrate';
import { openJobQueue } from '../queue/jobQueue';
import { backup, restore } from './backup/backup';
import { BackupArchiveError } from './backup/archive';
import { runAdminCommand, USAGE, UsageError } from './commands';

/** `npm run admin -- …`: operator commands on the database the server uses (same settings). */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.info(USAGE);
    return;
  }
  const config = loadConfig();
  // Backup and restore open the database their own way (a running server hands over its dump;
  // a restore needs it stopped), so they come before the connection the other commands share.
  if (args[0] === 'backup' || args[0] === 'restore') {
    try {
      console.info(
        args[0] === 'backup' ? await backup(config, args[1]) : await restore(config, args.slice(1)),
      );
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      console.error(error.message);
      process.exitCode = 2;
    }
    return;
  }
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
  const known = [ConfigError, DataFolderInUseError, DatabaseUnreachableError, BackupArchiveError];
  if (known.some((kind) => error instanceof kind)) console.error((error as Error).message);
  else console.error(error);
  process.exit(1);
});
