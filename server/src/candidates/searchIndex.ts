import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';

/**
 * The SQL that recomputes the two search vectors of the candidate profiles `where` selects:
 * `search_public` (current role, city, country, skill names: what every employer may see) and
 * `search_name` (first and last name, which a search may only match where the name is visible
 * to the searching organization). Migration 007 runs the same expression over every row.
 */
export function refreshSearchSql(where: SQL): SQL {
  return sql`UPDATE candidate_profiles AS p SET
    search_public =
      setweight(to_tsvector('simple', coalesce(p.current_role_text, '')), 'A')
      || to_tsvector('simple', coalesce(p.city_text, '') || ' ' || coalesce(p.state, ''))
      || to_tsvector('simple', coalesce(
           (SELECT t.name FROM taxonomy_terms t WHERE t.tid = p.country_tid), ''))
      || setweight(to_tsvector('simple', coalesce(
           (SELECT string_agg(t.name, ' ') FROM candidate_profile_skills s
              JOIN taxonomy_terms t ON t.tid = s.tid WHERE s.nid = p.nid), '')), 'B'),
    search_name = to_tsvector('simple', p.first_name || ' ' || p.last_name)
  WHERE ${where}`;
}

/** Recomputes the search vectors of one profile after it was written. */
export async function refreshCandidateSearch(db: Db, nid: number): Promise<void> {
  await db.execute(refreshSearchSql(sql`p.nid = ${nid}`));
}
