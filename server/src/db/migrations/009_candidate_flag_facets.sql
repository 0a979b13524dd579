-- Candidate search (issue 9): "CV uploaded" and "Open Profiles" join the exact-match filters in
-- `facets`: 'cv:1' for a profile with a CV, 'open:1' for one whose candidate opted in to
-- third-party communications. A search filtering on them then narrows its matches in the same GIN
-- scan, where it used to read every profile the other filters found and drop most of them. The
-- search still tests the columns too, so a term can only narrow, never show more than the
-- columns allow. The application keeps the terms on every write
-- (server/src/candidates/searchIndex.ts, with the same expression).
UPDATE candidate_profiles SET facets = facets || array_remove(ARRAY[
  CASE WHEN cv_fid IS NOT NULL THEN 'cv:1' END,
  CASE WHEN third_party_communications = '1' THEN 'open:1' END], NULL);

ANALYZE candidate_profiles;
