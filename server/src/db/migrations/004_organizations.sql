-- Organizations, their members and integrations (issue 7).
-- Written for PostgreSQL 15 and PGlite (PostgreSQL 18): plain types, no extensions.

-- An organization profile is a node, numbered from the shared node sequence like every profile.
-- Quotas and the candidate-database access date are business settings: an operator changes them
-- (npm run admin), an employer never does.
CREATE TABLE organizations (
  nid integer PRIMARY KEY DEFAULT nextval('node_nid_seq'),
  uuid uuid NOT NULL UNIQUE,
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL,
  title text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  color_picker text NOT NULL DEFAULT '#ffffff',
  contact_email text,
  hires_needed integer CHECK (hires_needed >= 0),
  phone_number text,
  website_url jsonb,
  linkedin_profile jsonb,
  twitter_profile jsonb,
  facebook_profile jsonb,
  video jsonb NOT NULL DEFAULT '[]',
  company_size text,
  currency text NOT NULL DEFAULT 'USD',
  company_description text,
  what_makes_unique text,
  video_text text,
  tech_challenges text,
  culture_description text,
  logo_fid integer REFERENCES files (fid) ON DELETE SET NULL,
  background_fid integer REFERENCES files (fid) ON DELETE SET NULL,
  culture_image_fids integer[] NOT NULL DEFAULT '{}',
  technical_skill_tids integer[] NOT NULL DEFAULT '{}',
  benefit_tids integer[] NOT NULL DEFAULT '{}',
  industry_tids integer[] NOT NULL DEFAULT '{}',
  hiring_location_tid integer REFERENCES taxonomy_terms (tid),
  billing_first_name text,
  billing_last_name text,
  billing_email text,
  billing_phone text,
  company_data_company text,
  company_data_vat_ein text,
  company_data_address_1 text,
  company_data_address_2 text,
  company_data_postal_code text,
  company_data_city text,
  company_data_state text,
  company_data_country text,
  job_quota integer NOT NULL DEFAULT 10 CHECK (job_quota >= 0),
  featured_job_quota integer NOT NULL DEFAULT 3 CHECK (featured_job_quota >= 0),
  invite_quota_per_week integer NOT NULL DEFAULT 10 CHECK (invite_quota_per_week >= 0),
  candidate_database_date timestamptz
);
CREATE INDEX organizations_title ON organizations (lower(title), nid);

-- Who may work in an organization. Exactly one member is the owner: the partial unique index
-- makes a second owner impossible, whatever runs concurrently.
CREATE TABLE organization_members (
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  owner boolean NOT NULL DEFAULT false,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  company_position integer,
  created timestamptz NOT NULL,
  PRIMARY KEY (organization_nid, user_id)
);
CREATE UNIQUE INDEX organization_members_one_owner ON organization_members (organization_nid)
  WHERE owner;
CREATE INDEX organization_members_user ON organization_members (user_id);

-- Greenhouse job boards connected to an organization, by board token.
CREATE TABLE greenhouse_integrations (
  id serial PRIMARY KEY,
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  board_token text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL,
  UNIQUE (organization_nid, board_token)
);

-- An admin added by email who has no account yet gets an invitation link to set a password.
ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check;
ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
  CHECK (purpose IN ('confirm', 'reset', 'invite'));
