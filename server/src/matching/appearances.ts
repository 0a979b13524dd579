import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

/**
 * Records that a job's matching list showed these candidates to its organization today: one row
 * per candidate, job and day however often the list is opened (the funnel's "matched" and her
 * "lists that showed you" read them). Lists seen with demo access show no one and record nothing.
 */
export async function recordAppearances(
  db: Db,
  organizationNid: number,
  jobNid: number,
  candidateNids: readonly number[],
  now: Date,
): Promise<void> {
  if (candidateNids.length === 0) return;
  const day = now.toISOString().slice(0, 10);
  await db.execute(sql`INSERT INTO match_appearances (organization_nid, day, job_nid, candidate_nid)
    SELECT ${organizationNid}, ${day}::date, ${jobNid}, nid
    FROM unnest(${`{${candidateNids.join(',')}}`}::int[]) AS shown(nid)
    WHERE EXISTS (SELECT 1 FROM candidate_profiles p WHERE p.nid = shown.nid)
    ON CONFLICT DO NOTHING`);
}
