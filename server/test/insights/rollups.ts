import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/connect';

/** Each day-count table and the same sums counted from the rows it rolls up (migration 032). */
const TABLES = [
  [
    sql`SELECT organization_nid AS key, day::text, matched, requested, accepted, on_board
      FROM funnel_days WHERE matched <> 0 OR requested <> 0 OR accepted <> 0 OR on_board <> 0`,
    sql`SELECT organization_nid AS key, day::text, sum(matched)::int AS matched,
        sum(requested)::int AS requested, sum(accepted)::int AS accepted,
        sum(on_board)::int AS on_board
      FROM funnel_contributions WHERE job_nid IS NULL GROUP BY 1, 2`,
  ],
  [
    sql`SELECT job_nid AS key, day::text, matched, requested, accepted, on_board
      FROM job_funnel_days WHERE matched <> 0 OR requested <> 0 OR accepted <> 0 OR on_board <> 0`,
    sql`SELECT job_nid AS key, day::text, sum(matched)::int AS matched,
        sum(requested)::int AS requested, sum(accepted)::int AS accepted,
        sum(on_board)::int AS on_board
      FROM funnel_contributions WHERE job_nid IS NOT NULL GROUP BY 1, 2`,
  ],
  [
    sql`SELECT organization_nid AS key, day::text, requested, accepted, answered
      FROM introduction_days WHERE requested <> 0 OR accepted <> 0 OR answered <> 0`,
    sql`SELECT organization_nid AS key, day::text, sum(requested)::int AS requested,
        sum(accepted)::int AS accepted, sum(answered)::int AS answered
      FROM introduction_contributions GROUP BY 1, 2`,
  ],
] as const;

/**
 * Asserts that the day counts the charts read equal a count from the rows (the funnel of all
 * jobs, of each job, the introductions), and returns each table's rows (as JSON lines, sorted).
 */
export async function assertRollupsKept(db: Db): Promise<string[][]> {
  const sorted = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row)).sort();
  const kept: string[][] = [];
  for (const [table, counted] of TABLES) {
    const rows = sorted(await queryRows(db, table));
    assert.deepEqual(rows, sorted(await queryRows(db, counted)));
    kept.push(rows);
  }
  return kept;
}
