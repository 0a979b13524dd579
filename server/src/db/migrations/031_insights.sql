-- The employer dashboard's charts and the candidate's own figures (issue 47), computed in SQL
-- over indexed columns (server/src/insights).

-- Each introduction asked for keeps how it was answered: when she answered (answered_at, by
-- mail or in the app) and whether she accepted. A third-party profile is connected at once:
-- accepted with no answer of hers. The rows are kept when a connection is later ended or
-- removed, so the funnel counts what happened, not what is left.
ALTER TABLE candidate_introductions ADD COLUMN answered_at timestamptz;
ALTER TABLE candidate_introductions ADD COLUMN accepted boolean;
CREATE INDEX candidate_introductions_answered ON candidate_introductions (organization_nid, answered_at)
  WHERE answered_at IS NOT NULL;
-- Her own figures: who asked for her lately.
CREATE INDEX candidate_introductions_candidate ON candidate_introductions (candidate_nid, created);

-- The answers given before this migration: the latest introduction of each answered pair.
UPDATE candidate_introductions AS i
SET answered_at = c.changed, accepted = (c.status = 'connected')
FROM candidate_connections AS c
WHERE c.organization_nid = i.organization_nid AND c.candidate_nid = i.candidate_nid
  AND c.status IN ('connected', 'rejected')
  AND i.id = (SELECT max(l.id) FROM candidate_introductions l
              WHERE l.organization_nid = i.organization_nid AND l.candidate_nid = i.candidate_nid);

-- Who the matching lists showed: per job (the funnel of one job) and per organization (the
-- funnel of all its jobs, and her "lists that showed you"), each with the first and the last day
-- it happened. "Shown in the last N days" is a last day within them, so a period is one range
-- of an index, whatever the number of views. Recorded for lists with full access only (the demo
-- shows no one).
CREATE TABLE match_appearances (
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  job_nid integer NOT NULL REFERENCES jobs (nid) ON DELETE CASCADE,
  candidate_nid integer NOT NULL REFERENCES candidate_profiles (nid) ON DELETE CASCADE,
  first_day date NOT NULL,
  last_day date NOT NULL,
  PRIMARY KEY (organization_nid, job_nid, candidate_nid)
);
CREATE INDEX match_appearances_candidate ON match_appearances (candidate_nid);
CREATE TABLE match_reach (
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  candidate_nid integer NOT NULL REFERENCES candidate_profiles (nid) ON DELETE CASCADE,
  first_day date NOT NULL,
  last_day date NOT NULL,
  PRIMARY KEY (organization_nid, candidate_nid)
);
CREATE INDEX match_reach_recent ON match_reach (organization_nid, last_day, candidate_nid);
CREATE INDEX match_reach_candidate ON match_reach (candidate_nid, last_day);

-- The job texts chart counts the open jobs of an organization by their wording's category.
CREATE INDEX jobs_organization_coding ON jobs (organization_nid, valid_until, gender_coding);

-- How many candidates each job's matching list ranks, as last counted (a bounded scan of up to
-- 5,001 profiles per job): the dashboard's Matches column and its chart read a count up to ten
-- minutes old instead of counting each job on every visit. `skills` are the job's skills it was
-- counted for; a job whose skills changed since is counted again.
CREATE TABLE job_match_counts (
  job_nid integer PRIMARY KEY REFERENCES jobs (nid) ON DELETE CASCADE,
  skills integer[] NOT NULL,
  matches integer NOT NULL,
  counted_at timestamptz NOT NULL
);
