import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './connect';

/** A row that may be used once before it expires: a mailed link, an invitation. */
export interface OneTimeRow {
  table: 'candidate_access_links' | 'organization_invitations';
  /** The column and value that pick the row. */
  key: { column: 'hash' | 'id'; value: string | number };
  /** The timestamp column set when the row is used (NULL until then). */
  usedColumn: 'used_at' | 'answered_at';
}

/**
 * Marks a one-time row used when it is neither used nor expired, in one statement, so that of two
 * concurrent uses exactly one succeeds. True for the use that did.
 */
export async function useOnce(db: Db, row: OneTimeRow, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const used = sql.identifier(row.usedColumn);
  const rows = await queryRows<{ used: number }>(
    db,
    sql`UPDATE ${sql.identifier(row.table)} SET ${used} = ${at}::timestamptz
      WHERE ${sql.identifier(row.key.column)} = ${row.key.value} AND ${used} IS NULL
        AND expires_at > ${at}::timestamptz
      RETURNING 1 AS used`,
  );
  return rows.length > 0;
}
