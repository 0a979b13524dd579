-- Candidate search, introductions and the candidate board (issue 9).
-- Written for PostgreSQL 15 and PGlite: built-in full-text search only, no extensions.

-- Where the candidate heard of us (vocabulary candidate_source); an employer filter.
ALTER TABLE candidate_profiles ADD COLUMN source_tid integer REFERENCES taxonomy_terms (tid);

-- The words an employer's search matches, in two parts: what every employer sees (role, city,
-- skills are added by the application as text) and the name, which only counts where the
-- name is visible to the searching organization. Kept by the application on every write.
ALTER TABLE candidate_profiles ADD COLUMN search_public tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE candidate_profiles ADD COLUMN search_name tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE candidate_profiles ALTER COLUMN search_public SET STORAGE MAIN;
ALTER TABLE candidate_profiles ALTER COLUMN search_name SET STORAGE MAIN;
CREATE INDEX candidate_profiles_search_public ON candidate_profiles USING gin (search_public);
CREATE INDEX candidate_profiles_search_name ON candidate_profiles USING gin (search_name);
-- The search lists newest first.
CREATE INDEX candidate_profiles_created ON candidate_profiles (created DESC, nid DESC);
CREATE INDEX candidate_profiles_country ON candidate_profiles (country_tid);
CREATE INDEX candidate_profiles_city ON candidate_profiles (lower(city_text));
CREATE INDEX candidate_profiles_experience ON candidate_profiles (professional_experience);
CREATE INDEX candidate_profile_skills_technical ON candidate_profile_skills (tid, nid)
  WHERE kind = 'technical';

-- What a candidate is to one organization: requested (mail sent), connected or rejected.
-- No row is 'new'.
CREATE TABLE candidate_connections (
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  candidate_nid integer NOT NULL REFERENCES candidate_profiles (nid) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('requested', 'connected', 'rejected')),
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL,
  PRIMARY KEY (organization_nid, candidate_nid)
);
CREATE INDEX candidate_connections_candidate ON candidate_connections (candidate_nid);

-- Every introduction an organization asked for, for the weekly quota (a rolling 7 days).
CREATE TABLE candidate_introductions (
  id serial PRIMARY KEY,
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  candidate_nid integer NOT NULL REFERENCES candidate_profiles (nid) ON DELETE CASCADE,
  created timestamptz NOT NULL
);
CREATE INDEX candidate_introductions_quota ON candidate_introductions (organization_nid, created);

-- The confirm/decline link of an introduction mail: the hash of its secret, single use.
CREATE TABLE candidate_access_links (
  hash text PRIMARY KEY,
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  candidate_nid integer NOT NULL REFERENCES candidate_profiles (nid) ON DELETE CASCADE,
  created timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX candidate_access_links_pair ON candidate_access_links (organization_nid, candidate_nid);

-- The candidate board of an organization as its employers arranged it.
CREATE TABLE candidate_boards (
  organization_nid integer PRIMARY KEY REFERENCES organizations (nid) ON DELETE CASCADE,
  board jsonb NOT NULL,
  changed timestamptz NOT NULL
);

-- The search vectors of the profiles that exist already (server/src/candidates/searchIndex.ts
-- keeps them current from now on, with the same expression).
UPDATE candidate_profiles AS p SET
  search_public =
    setweight(to_tsvector('simple', coalesce(p.current_role_text, '')), 'A')
    || to_tsvector('simple', coalesce(p.city_text, '') || ' ' || coalesce(p.state, ''))
    || to_tsvector('simple', coalesce(
         (SELECT t.name FROM taxonomy_terms t WHERE t.tid = p.country_tid), ''))
    || setweight(to_tsvector('simple', coalesce(
         (SELECT string_agg(t.name, ' ') FROM candidate_profile_skills s
            JOIN taxonomy_terms t ON t.tid = s.tid WHERE s.nid = p.nid), '')), 'B'),
  search_name = to_tsvector('simple', p.first_name || ' ' || p.last_name);
