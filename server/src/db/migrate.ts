import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './connect';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const FILE_NAME = /^(\d{3}_[a-z0-9_]+)\.sql$/;
// Any fixed number works; it only has to be the same in every process of this application.
export const MIGRATION_LOCK = 72616001;

/**
 * Applies the numbered SQL files of ./migrations that are not yet recorded in
 * schema_migrations, in order, each in its own transaction. On PostgreSQL an advisory lock keeps
 * several starting processes from applying the same file twice: the first applies them, the
 * others wait (however long that takes) and find nothing left to do.
 *
 * @returns the versions applied by this call.
 */
export async function runMigrations(database: Database): Promise<string[]> {
  const { db } = database;
  return database.withAdvisoryLock(MIGRATION_LOCK, async () => {
    // Under the lock too: two processes creating it at once on a fresh database collide (42710).
    await db.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = await queryRows<{ version: string }>(
      db,
      sql`SELECT version FROM schema_migrations`,
    );
    const applied = new Set(done.map((row) => row.version));
    const pending = knownMigrations().filter((version) => !applied.has(version));
    for (const version of pending) {
      const script = fs.readFileSync(path.join(MIGRATIONS_DIR, `${version}.sql`), 'utf8');
      await database.runScript(
        `${script}\nINSERT INTO schema_migrations (version) VALUES ('${version}');`,
      );
    }
    await tidyAfterMigrations(database, pending);
    return pending;
  });
}

/** Every migration this release has, in order (a backup's schema must be one of them). */
export function knownMigrations(): string[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .map((file) => FILE_NAME.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort();
}

/**
 * PGlite runs no autovacuum: after migrations that rewrote rows, their old versions would stay
 * for every scan to step over until something vacuums (migration 009 left the candidate search
 * of 100,000 embedded profiles three times slower). PostgreSQL's autovacuum does this by itself.
 */
export async function tidyAfterMigrations(database: Database, applied: string[]): Promise<void> {
  if (applied.length > 0 && database.kind === 'pglite')
    await database.db.execute(sql`VACUUM ANALYZE`);
}

/**
 * Runs `work` (the demo seed) under the migration lock: of several processes starting at once
 * on an empty database, one seeds and the others find users there and leave it alone.
 */
export function underMigrationLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return database.withAdvisoryLock(MIGRATION_LOCK, work);
}
