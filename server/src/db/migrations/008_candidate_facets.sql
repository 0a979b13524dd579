-- Candidate search at scale (issue 9): every exact-match filter of a candidate (technical skills,
-- country, experience band, source) as one GIN-indexed array of 'kind:value' terms, so three or
-- four filters are answered by one bitmap scan of one index instead of a scan per filter and a
-- semi-join over the skills. Kept by the application on every write, beside the search vectors
-- (server/src/candidates/searchIndex.ts, with the same expression as below).
ALTER TABLE candidate_profiles ADD COLUMN facets text[] NOT NULL DEFAULT '{}';

UPDATE candidate_profiles AS p SET facets =
  ARRAY(SELECT 'skill:' || s.tid FROM candidate_profile_skills s
         WHERE s.nid = p.nid AND s.kind = 'technical' ORDER BY s.tid)
  || array_remove(ARRAY[
       'country:' || p.country_tid,
       'experience:' || p.professional_experience,
       'source:' || p.source_tid], NULL);

CREATE INDEX candidate_profiles_facets ON candidate_profiles USING gin (facets);

-- Searches leave out blocked accounts. They are few, so an anti-join against this small index
-- replaces a join with every account.
CREATE INDEX users_blocked ON users (id) WHERE NOT status;

-- The planner needs the new column's statistics (element frequencies) to choose the index.
ANALYZE candidate_profiles;
