-- Each candidate's technical skills with her level, in her profile's row, where a job's matching
-- pool reads them (server/src/scoring/matchScoreSql.ts) instead of one index lookup per pooled
-- candidate in candidate_profile_skills: tid * 4 + the level's rank (0 beginner, 1 intermediate,
-- 2 advanced, 3 expert). Kept current with the search columns (server/src/db/searchIndex.ts).
ALTER TABLE candidate_profiles ADD COLUMN skill_levels integer[] NOT NULL DEFAULT '{}';

UPDATE candidate_profiles AS p SET skill_levels = ARRAY(
  SELECT s.tid * 4 + array_position(ARRAY['beginner', 'intermediate', 'advanced', 'expert'], s.level) - 1
  FROM candidate_profile_skills s
  WHERE s.nid = p.nid AND s.kind = 'technical'
    AND s.level IN ('beginner', 'intermediate', 'advanced', 'expert')
  ORDER BY s.tid)
WHERE EXISTS (SELECT 1 FROM candidate_profile_skills s WHERE s.nid = p.nid AND s.kind = 'technical');
