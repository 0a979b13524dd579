-- Accounts, one-time mail links, OAuth token families and rate-limit counters.
-- Written for PostgreSQL 15 and PGlite (PostgreSQL 18): plain types, no extensions.

CREATE TABLE users (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE,
  name text NOT NULL,
  mail text NOT NULL,
  pass_hash text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  roles text[] NOT NULL DEFAULT '{}',
  profile_type text,
  profile_uuid uuid,
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL
);
-- Emails are unique regardless of case, as Drupal compares them.
CREATE UNIQUE INDEX users_mail_lower ON users (lower(mail));

-- Confirmation and password-reset links. Only a SHA-256 of the secret is stored.
CREATE TABLE account_links (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'reset')),
  hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created timestamptz NOT NULL
);
CREATE INDEX account_links_user ON account_links (user_id, purpose);

-- One family per sign-in: every token rotated from it shares the family, so a reused refresh
-- token can revoke all of them at once.
CREATE TABLE token_families (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  revoked_at timestamptz,
  created timestamptz NOT NULL
);
CREATE INDEX token_families_user ON token_families (user_id);

CREATE TABLE access_tokens (
  hash text PRIMARY KEY,
  family_id integer NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX access_tokens_family ON access_tokens (family_id);

CREATE TABLE refresh_tokens (
  hash text PRIMARY KEY,
  family_id integer NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- Fixed-window counters shared by every server process.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

-- Which user owns which profile node. The profile tables of the next issue insert here, so the
-- user's profile reference can be checked before the profile tables exist.
CREATE TABLE profiles_index (
  uuid uuid PRIMARY KEY,
  bundle text NOT NULL,
  uid integer NOT NULL REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX profiles_index_uid ON profiles_index (uid);
