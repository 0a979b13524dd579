import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

/**
 * Records that a job's matching list showed these candidates to its organization today: the
 * candidate's row for the job and for the organization, made or moved to today (a row changes at
 * most once a day however often the list is opened). The funnel's "matched" and her "lists that
 * showed you" read them. Lists seen with demo access show no one and record nothing. Rows are
 * written in candidate order, so two lists recorded at once never wait on each other in a circle.
 * A pair already recorded today is left out before the insert: its row would not change, and the
 * insert's row trigger (migration 032) would read the pair's introductions for nothing (looking
 * at the same list again cost 15 ms more than the list itself). A job deleted meanwhile records
 * nothing (the caller holds lockOrganizationInsights).
 */
export async function recordAppearances(
  db: Db,
  organizationNid: number,
  jobNid: number,
  candidateNids: readonly number[],
  now: Date,
): Promise<void> {
  if (candidateNids.length === 0) return;
  const day = sql`${now.toISOString().slice(0, 10)}::date`;
  const shown = sql`SELECT DISTINCT nid FROM unnest(${`{${candidateNids.join(',')}}`}::int[]) AS s(nid)
    WHERE EXISTS (SELECT 1 FROM candidate_profiles p WHERE p.nid = s.nid)
      AND EXISTS (SELECT 1 FROM jobs j WHERE j.nid = ${jobNid}) ORDER BY nid`;
  await db.execute(sql`WITH shown AS (${shown}), for_job AS (
      INSERT INTO match_appearances (organization_nid, job_nid, candidate_nid, first_day, last_day)
      SELECT ${organizationNid}, ${jobNid}, nid, ${day}, ${day} FROM shown
      WHERE NOT EXISTS (SELECT 1 FROM match_appearances a WHERE a.organization_nid = ${organizationNid}
        AND a.job_nid = ${jobNid} AND a.candidate_nid = shown.nid AND a.last_day >= ${day})
      ON CONFLICT (organization_nid, job_nid, candidate_nid) DO UPDATE SET last_day = EXCLUDED.last_day
        WHERE match_appearances.last_day < EXCLUDED.last_day
    )
    INSERT INTO match_reach (organization_nid, candidate_nid, first_day, last_day)
    SELECT ${organizationNid}, nid, ${day}, ${day} FROM shown
    WHERE NOT EXISTS (SELECT 1 FROM match_reach r WHERE r.organization_nid = ${organizationNid}
      AND r.candidate_nid = shown.nid AND r.last_day >= ${day})
    ON CONFLICT (organization_nid, candidate_nid) DO UPDATE SET last_day = EXCLUDED.last_day
      WHERE match_reach.last_day < EXCLUDED.last_day`);
}

/**
 * Locks the organization's row as every change to its hiring charts' day counts does first
 * (migration 032's insight_lock), to the end of the transaction `db` is.
 */
export async function lockOrganizationInsights(db: Db, organizationNid: number): Promise<void> {
  await db.execute(sql`SELECT insight_lock(${organizationNid})`);
}
