import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './connect';

/**
 * The table that marks a database as one tests may empty. Test databases are named with "test"
 * (`matchboard_test`) or carry this table; anything else is refused, so pointing the test suite
 * at a real database by mistake loses nothing.
 */
export const TEST_MARKER_TABLE = 'matchboard_test_database';

/** Why a database may not be reset, or null when it is a test database. */
export async function notATestDatabase(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ name: string; marked: boolean }>(
    db,
    sql`SELECT current_database() AS name, to_regclass(${TEST_MARKER_TABLE}) IS NOT NULL AS marked`,
  );
  if (row.marked || /test/i.test(row.name)) return null;
  return (
    `Refusing to empty the database "${row.name}": it is not a test database. Use a database ` +
    `whose name contains "test", or create the table ${TEST_MARKER_TABLE} in it to allow tests ` +
    'to erase everything in it.'
  );
}

/** Marks the database `db` as a test database (the in-memory PGlite of a test file). */
export async function markTestDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`CREATE TABLE IF NOT EXISTS ${TEST_MARKER_TABLE} (marked boolean)`));
}

/**
 * Empties every application table (all but schema_migrations and the marker) and restarts their
 * identity sequences, so a test file starts from a freshly migrated database. Refuses a database
 * that is not marked as a test database.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const refusal = await notATestDatabase(db);
  if (refusal) throw new Error(refusal);
  const rows = await queryRows<{ tablename: string }>(
    db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
        AND tablename NOT IN ('schema_migrations', ${TEST_MARKER_TABLE})`,
  );
  if (rows.length === 0) return;
  const tables = rows.map((row) => `"${row.tablename.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}
