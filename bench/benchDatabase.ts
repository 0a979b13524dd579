/** The database a bench seeds and measures, in its own folder or on PostgreSQL. */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase, queryRows, type Database, type Db } from '../server/src/db/connect';
import { runMigrations } from '../server/src/db/migrate';

/**
 * Where a bench's data lives: PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set, else
 * PGlite in BENCH_PGLITE_DIR or data/{folder}/pglite.
 */
export function benchTarget(folder: string): { databaseUrl: string | null; pgliteDir: string } {
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || null,
    pgliteDir: path.resolve(process.env.BENCH_PGLITE_DIR || path.join('data', folder, 'pglite')),
  };
}

/** Opens a bench's database (benchTarget) and runs the server's migrations on it. */
export async function openBench(folder: string): Promise<{ database: Database; where: string }> {
  const target = benchTarget(folder);
  const database = await connectDatabase(target);
  await runMigrations(database);
  const where = target.databaseUrl
    ? `PostgreSQL ${target.databaseUrl.replace(/\/\/[^@/]*@/, '//')}`
    : `PGlite in ${path.relative(process.cwd(), target.pgliteDir) || '.'}`;
  return { database, where };
}

/** What a seed wrote under `marker` in the settings table, or null before it ran. */
export async function readSeedMarker<T>(db: Db, marker: string): Promise<T | null> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`SELECT value FROM settings WHERE name = ${marker}`,
  );
  return rows[0] ? (JSON.parse(rows[0].value) as T) : null;
}
