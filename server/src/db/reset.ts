import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './connect';

/**
 * Empties every application table (all but schema_migrations) and restarts their identity
 * sequences, so a test file starts from a freshly migrated database.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  if (rows.length === 0) return;
  const tables = rows.map((row) => `"${row.tablename.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}
