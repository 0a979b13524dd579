-- Taxonomy terms, uploaded files, and candidate and employer profiles (issue 3).
-- Written for PostgreSQL 15 and PGlite (PostgreSQL 18): plain types, no extensions.

-- Reference terms, seeded from server/src/reference at every start. The uuid is derived from
-- vocabulary and name, so it is the same on every database; the tid is the database's own.
CREATE TABLE taxonomy_terms (
  tid serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE,
  vocabulary text NOT NULL,
  name text NOT NULL,
  weight integer NOT NULL,
  code text,
  UNIQUE (vocabulary, name)
);
CREATE INDEX taxonomy_terms_vocabulary ON taxonomy_terms (vocabulary, weight, tid);

-- Uploaded files. Stored under a random storage key; the client's file name is only shown.
-- A file is temporary (status false) until a profile references it.
CREATE TABLE files (
  fid serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE,
  uid integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('image', 'pdf')),
  filename text NOT NULL,
  filemime text NOT NULL,
  filesize bigint NOT NULL,
  storage_key text NOT NULL UNIQUE,
  status boolean NOT NULL DEFAULT false,
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL
);
CREATE INDEX files_uid ON files (uid);

-- Node ids are shared by every content type, as in Drupal.
CREATE SEQUENCE node_nid_seq;

CREATE TABLE candidate_profiles (
  nid integer PRIMARY KEY DEFAULT nextval('node_nid_seq'),
  uuid uuid NOT NULL UNIQUE,
  uid integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL,
  title text NOT NULL,
  contact_email text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text,
  short_bio text,
  city_text text,
  state text,
  country_tid integer REFERENCES taxonomy_terms (tid),
  picture_fid integer REFERENCES files (fid) ON DELETE SET NULL,
  cv_fid integer REFERENCES files (fid) ON DELETE SET NULL,
  third_party_communications text CHECK (third_party_communications IN ('0', '1')),
  name_visible_to_companies text CHECK (name_visible_to_companies IN ('0', '1')),
  linkedin_profile jsonb,
  github_profile jsonb,
  twitter_profile jsonb,
  portfolio_link jsonb,
  languages text[] NOT NULL DEFAULT '{}',
  language_proficiencies text[] NOT NULL DEFAULT '{}',
  professional_experience text,
  current_role_text text,
  roles_interested text[] NOT NULL DEFAULT '{}',
  remote_work text,
  looking_for_opportunities text[] NOT NULL DEFAULT '{}',
  visa_sponsorship_required text[] NOT NULL DEFAULT '{}',
  salary_from numeric(14, 2),
  salary_to numeric(14, 2),
  currency text NOT NULL DEFAULT 'USD',
  involving_interest text
);

-- Skills with their levels, one row per skill in the profile's order: a later candidate search
-- filters on (tid, level) with an index instead of reading arrays.
CREATE TABLE candidate_profile_skills (
  nid integer NOT NULL REFERENCES candidate_profiles (nid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('technical', 'personal')),
  delta integer NOT NULL,
  tid integer NOT NULL REFERENCES taxonomy_terms (tid),
  level text NOT NULL,
  PRIMARY KEY (nid, kind, delta)
);
CREATE INDEX candidate_profile_skills_tid ON candidate_profile_skills (tid, level);

CREATE TABLE employer_profiles (
  nid integer PRIMARY KEY DEFAULT nextval('node_nid_seq'),
  uuid uuid NOT NULL UNIQUE,
  uid integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL,
  title text NOT NULL,
  company_name text,
  contact_email text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text,
  role_at_company text,
  company_position integer,
  country_tid integer REFERENCES taxonomy_terms (tid),
  picture_fid integer REFERENCES files (fid) ON DELETE SET NULL
);
