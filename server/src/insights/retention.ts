import { sql } from 'drizzle-orm';
import { INSIGHT_PERIODS } from '@contract/insights/api';
import { queryRows, type Db } from '../db/connect';
import { periodStart } from './aggregates';

/** The first day the longest chart period still looks at. */
export const firstChartDay = (now: Date) =>
  periodStart(now, Math.max(...INSIGHT_PERIODS))
    .toISOString()
    .slice(0, 10);

/**
 * Forgets who the matching lists showed longer ago than any chart looks back: the rows of
 * match_appearances and match_reach whose last day came before the longest period (their
 * triggers take their counts out of the day counts), then the day counts left at zero before
 * it. Her figures and the data export read only what is left. Returns the rows deleted.
 */
export async function purgeOldAppearances(db: Db, now: Date): Promise<number> {
  const first = firstChartDay(now);
  let deleted = 0;
  for (const statement of [
    sql`DELETE FROM match_appearances WHERE last_day < ${first}::date RETURNING 1`,
    sql`DELETE FROM match_reach WHERE last_day < ${first}::date RETURNING 1`,
    sql`DELETE FROM job_funnel_days WHERE day < ${first}::date
      AND matched = 0 AND requested = 0 AND accepted = 0 AND on_board = 0 RETURNING 1`,
    sql`DELETE FROM funnel_days WHERE day < ${first}::date
      AND matched = 0 AND requested = 0 AND accepted = 0 AND on_board = 0 RETURNING 1`,
  ]) {
    deleted += (await queryRows(db, statement)).length;
  }
  return deleted;
}
