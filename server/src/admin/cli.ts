import path from 'node:path';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { runMigrations } from '../db/migrate';
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
  try {
    await runMigrations(database);
    console.info(await runAdminCommand(database.db, args));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

void main();
