import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './connect';

/**
 * The kinds of exact-match filter terms in a profile's `facets`; 'cv' and 'open' have the one
 * value 1 (the profile has a CV; the candidate opted in to third-party communications).
 */
export type FacetKind = 'skill' | 'country' | 'experience' | 'source' | 'cv' | 'open';

/** Skill levels from the lowest: a level's rank is its place here. */
export const SKILL_LEVEL_RANKS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
const SKILL_LEVEL_ORDER = sql.raw(
  `ARRAY[${SKILL_LEVEL_RANKS.map((level) => `'${level}'`).join(', ')}]`,
);

/** A technical skill at a level as a profile's `skill_levels` holds it: tid * 4 + the level's rank. */
export const skillLevelCode = (tid: number, level: (typeof SKILL_LEVEL_RANKS)[number]): number =>
  tid * 4 + SKILL_LEVEL_RANKS.indexOf(level);

/** One term of a profile's `facets`, as `refreshSearchSql` writes it: 'skill:42'. */
export const facetTerm = (kind: FacetKind, value: string | number): string => `${kind}:${value}`;

/**
 * The SQL that recomputes what the search reads of the candidate profiles `where` selects:
 * `search_public` (current role, city, country, skill names: what every employer may see),
 * `search_name` (first and last name, which a search may only match where the name is visible
 * to the searching organization), `skill_levels` (her technical skills with their levels, as
 * skillLevelCode encodes them, for matching) and `facets` (the exact-match filter terms, see
 * facetTerm). Migrations 007, 008, 009, 029 and 030 run the same expressions over every row; `mb_simple`
 * folds accents and `mb_search_text` cuts words as the search does (migration 030).
 */
export function refreshSearchSql(where: SQL): SQL {
  return sql`UPDATE candidate_profiles AS p SET
    search_public =
      setweight(to_tsvector('mb_simple', mb_search_text(coalesce(p.current_role_text, ''))), 'A')
      || to_tsvector('mb_simple', coalesce(p.city_text, '') || ' ' || coalesce(p.state, ''))
      || to_tsvector('mb_simple', coalesce(
           (SELECT t.name FROM taxonomy_terms t WHERE t.tid = p.country_tid), ''))
      || setweight(to_tsvector('mb_simple', mb_search_text(coalesce(
           (SELECT string_agg(t.name, ' ') FROM candidate_profile_skills s
              JOIN taxonomy_terms t ON t.tid = s.tid WHERE s.nid = p.nid), ''))), 'B'),
    search_name = to_tsvector('mb_simple', p.first_name || ' ' || p.last_name),
    skill_levels = ARRAY(SELECT s.tid * 4 + array_position(${SKILL_LEVEL_ORDER}, s.level) - 1
      FROM candidate_profile_skills s
      WHERE s.nid = p.nid AND s.kind = 'technical' AND s.level = ANY(${SKILL_LEVEL_ORDER})
      ORDER BY s.tid),
    facets =
      ARRAY(SELECT 'skill:' || s.tid FROM candidate_profile_skills s
             WHERE s.nid = p.nid AND s.kind = 'technical' ORDER BY s.tid)
      || array_remove(ARRAY[
           'country:' || p.country_tid,
           'experience:' || p.professional_experience,
           'source:' || p.source_tid,
           CASE WHEN p.cv_fid IS NOT NULL THEN 'cv:1' END,
           CASE WHEN p.third_party_communications = '1' THEN 'open:1' END], NULL)
  WHERE ${where}`;
}

/** Recomputes the search vectors of one profile after it was written. */
export async function refreshCandidateSearch(db: Db, nid: number): Promise<void> {
  await db.execute(refreshSearchSql(sql`p.nid = ${nid}`));
}
