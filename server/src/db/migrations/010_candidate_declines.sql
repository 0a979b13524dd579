-- A candidate's "no" holds: when she declines an introduction, or ends a connection, the
-- organization may not ask her again for DECLINE_HOLD_DAYS (contract/candidates.ts), even after
-- it removed her from its board (which deletes the connection row). One row per pair, the
-- latest refusal.
CREATE TABLE candidate_declines (
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  candidate_nid integer NOT NULL REFERENCES candidate_profiles (nid) ON DELETE CASCADE,
  declined_at timestamptz NOT NULL,
  PRIMARY KEY (organization_nid, candidate_nid)
);
CREATE INDEX candidate_declines_candidate ON candidate_declines (candidate_nid);
