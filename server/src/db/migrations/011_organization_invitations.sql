-- Invitations to manage an organization (kind 'admin') or to take over its ownership ('owner').
-- Nobody is added or made owner without accepting: the owner's request stores an invitation
-- and mails its link; no account exists for an invitee without one until they accept. One open
-- invitation per organization, kind and address (a new one replaces it).
CREATE TABLE organization_invitations (
  id serial PRIMARY KEY,
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('admin', 'owner')),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company_position integer,
  invited_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hash text NOT NULL UNIQUE,
  created timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  answered_at timestamptz
);
CREATE UNIQUE INDEX organization_invitations_open
  ON organization_invitations (organization_nid, kind, lower(email)) WHERE answered_at IS NULL;
