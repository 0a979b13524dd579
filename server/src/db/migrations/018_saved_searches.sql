-- A candidate's saved job searches and their email alerts (issue 25 §2).
--
-- `query` is the filter part of a /jobs address in its canonical encoding (encodeJobSearchFilters
-- without the leading '&'). A search with alerts on is mailed the jobs created after
-- `alerts_since` (when alerts were turned on) or, once mailed, shortly before `last_mailed_at`;
-- `saved_search_alerts` lists every job a mail announced, so no job is mailed twice for a search,
-- whatever the number of processes running the rounds.
CREATE TABLE saved_searches (
  id serial PRIMARY KEY,
  uid integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  query text NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('none', 'daily', 'weekly')),
  alerts_since timestamptz NOT NULL,
  last_mailed_at timestamptz,
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL
);
CREATE INDEX saved_searches_uid ON saved_searches (uid, id);
-- The round's scan: searches with alerts on, the least recently mailed first.
CREATE INDEX saved_searches_due ON saved_searches (last_mailed_at NULLS FIRST, id)
  WHERE frequency <> 'none';

CREATE TABLE saved_search_alerts (
  search_id integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  job_nid integer NOT NULL REFERENCES jobs (nid) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (search_id, job_nid)
);
CREATE INDEX saved_search_alerts_job ON saved_search_alerts (job_nid);
