-- Job postings (issue 8). Written for PostgreSQL 15 and PGlite: built-in full-text search only,
-- no extensions.

-- A job posting is a node of its hiring organization. Rich text is stored sanitized
-- (basic_html). valid_until is the last day the job is shown (UTC).
CREATE TABLE jobs (
  nid integer PRIMARY KEY DEFAULT nextval('node_nid_seq'),
  uuid uuid NOT NULL UNIQUE,
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  author_uid integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  experience_requirements text,
  currency text NOT NULL DEFAULT 'USD',
  salary_from integer CHECK (salary_from >= 0),
  salary_to integer CHECK (salary_to >= 0),
  city_name text,
  state text,
  country_tid integer REFERENCES taxonomy_terms (tid),
  remote_job text NOT NULL DEFAULT 'no',
  employment_type text NOT NULL,
  professional_experience text,
  apply_url text,
  identifier text,
  application_method text,
  valid_until date NOT NULL,
  technical_skill_tids integer[] NOT NULL DEFAULT '{}',
  sticky boolean NOT NULL DEFAULT false,
  -- The words a search matches: the title weighs most, then the texts without their markup.
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', regexp_replace(description, '<[^>]*>', ' ', 'g')), 'B') ||
    setweight(to_tsvector('english',
      regexp_replace(coalesce(experience_requirements, ''), '<[^>]*>', ' ', 'g')), 'C')
  ) STORED,
  CHECK (salary_from IS NULL OR salary_to IS NULL OR salary_from <= salary_to)
);

-- The employer's list: one organization's jobs, newest first.
CREATE INDEX jobs_organization_created ON jobs (organization_nid, created DESC, nid DESC);
-- The candidate's search: active jobs, featured first, newest first.
CREATE INDEX jobs_active ON jobs (valid_until, sticky DESC, created DESC);
CREATE INDEX jobs_search ON jobs USING gin (search);
CREATE INDEX jobs_skills ON jobs USING gin (technical_skill_tids);
CREATE INDEX jobs_country ON jobs (country_tid);
CREATE INDEX jobs_city ON jobs (lower(regexp_replace(city_name, '[[:space:]-]+', ' ', 'g')));
