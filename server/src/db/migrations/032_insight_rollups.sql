-- The hiring charts read day counts kept as things happen instead of counting a year of rows on
-- every visit (issue 47: p95 ≤ 50 ms for an organization with 5,000 jobs and 100,000 candidate
-- events). Triggers keep them, in the transaction that changes what they count, so no code path
-- can forget them; the views funnel_contributions and introduction_contributions say what they
-- must equal.

-- The funnel counts distinct candidates: of those shown in the period, who was asked for in it,
-- who accepted, who is connected now. A candidate is counted once, on the latest day a period
-- may start and still include her: her last day on a list for "matched"; the earlier of that day
-- and the day of her last introduction (of her last accepted one) for "requested" ("accepted",
-- "on the board"). A period of N days is then the sum of its N days. Each row of match_reach
-- (all jobs) and match_appearances (one job) carries what it needs of the pair's introductions.
ALTER TABLE match_reach ADD COLUMN requested_on date, ADD COLUMN accepted_on date,
  ADD COLUMN connected boolean NOT NULL DEFAULT false;
ALTER TABLE match_appearances ADD COLUMN requested_on date, ADD COLUMN accepted_on date,
  ADD COLUMN connected boolean NOT NULL DEFAULT false;

-- The organization's introductions of a candidate as the funnel reads them: the (UTC) day of
-- the last one, of the last accepted one, and whether they are connected now.
CREATE FUNCTION insight_pair_state(org integer, candidate integer, OUT requested_on date,
  OUT accepted_on date, OUT connected boolean) STABLE LANGUAGE sql AS $$
  SELECT max((i.created AT TIME ZONE 'UTC')::date),
    max((i.created AT TIME ZONE 'UTC')::date) FILTER (WHERE i.accepted),
    EXISTS (SELECT 1 FROM candidate_connections c WHERE c.organization_nid = org
      AND c.candidate_nid = candidate AND c.status = 'connected')
  FROM candidate_introductions i WHERE i.organization_nid = org AND i.candidate_nid = candidate
$$;

UPDATE match_reach r SET (requested_on, accepted_on, connected) =
  (SELECT s.requested_on, s.accepted_on, s.connected
   FROM insight_pair_state(r.organization_nid, r.candidate_nid) s);
UPDATE match_appearances a SET (requested_on, accepted_on, connected) =
  (SELECT s.requested_on, s.accepted_on, s.connected
   FROM insight_pair_state(a.organization_nid, a.candidate_nid) s);

CREATE TABLE funnel_days (
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  day date NOT NULL,
  matched integer NOT NULL,
  requested integer NOT NULL,
  accepted integer NOT NULL,
  on_board integer NOT NULL,
  PRIMARY KEY (organization_nid, day)
);
CREATE TABLE job_funnel_days (
  job_nid integer NOT NULL REFERENCES jobs (nid) ON DELETE CASCADE,
  day date NOT NULL,
  matched integer NOT NULL,
  requested integer NOT NULL,
  accepted integer NOT NULL,
  on_board integer NOT NULL,
  PRIMARY KEY (job_nid, day)
);

-- Introductions per day: asked for (and accepted at once: a third-party profile) on the day it
-- was asked, answered (and accepted) on the day she answered. The chart sums them by week. The
-- median time to an answer walks answer_seconds in order through one index, skipping answers
-- from before the period, and stops in the middle (the day counts say where that is).
CREATE TABLE introduction_days (
  organization_nid integer NOT NULL REFERENCES organizations (nid) ON DELETE CASCADE,
  day date NOT NULL,
  requested integer NOT NULL,
  accepted integer NOT NULL,
  answered integer NOT NULL,
  PRIMARY KEY (organization_nid, day)
);
ALTER TABLE candidate_introductions ADD COLUMN answer_seconds double precision
  GENERATED ALWAYS AS (extract(epoch FROM answered_at - created)) STORED;
DROP INDEX candidate_introductions_answered;
CREATE INDEX candidate_introductions_answered ON candidate_introductions
  (organization_nid, answer_seconds) INCLUDE (answered_at) WHERE answered_at IS NOT NULL;

-- What the day counts must equal, computed from the rows (the backfill below, and the tests).
CREATE VIEW funnel_contributions AS
WITH pairs AS (
  SELECT organization_nid, NULL::integer AS job_nid, last_day, requested_on, accepted_on, connected
  FROM match_reach
  UNION ALL
  SELECT organization_nid, job_nid, last_day, requested_on, accepted_on, connected
  FROM match_appearances
)
SELECT organization_nid, job_nid, last_day AS day, 1 AS matched, 0 AS requested, 0 AS accepted,
  0 AS on_board FROM pairs
UNION ALL
SELECT organization_nid, job_nid, least(last_day, requested_on), 0, 1, 0, 0
FROM pairs WHERE requested_on IS NOT NULL
UNION ALL
SELECT organization_nid, job_nid, least(last_day, accepted_on), 0, 0, 1,
  CASE WHEN connected THEN 1 ELSE 0 END
FROM pairs WHERE accepted_on IS NOT NULL;

CREATE VIEW introduction_contributions AS
SELECT organization_nid, (created AT TIME ZONE 'UTC')::date AS day, 1 AS requested,
  CASE WHEN accepted AND answered_at IS NULL THEN 1 ELSE 0 END AS accepted, 0 AS answered
FROM candidate_introductions
UNION ALL
SELECT organization_nid, (answered_at AT TIME ZONE 'UTC')::date, 0,
  CASE WHEN accepted THEN 1 ELSE 0 END, 1
FROM candidate_introductions WHERE answered_at IS NOT NULL;

INSERT INTO funnel_days
SELECT organization_nid, day, sum(matched), sum(requested), sum(accepted), sum(on_board)
FROM funnel_contributions WHERE job_nid IS NULL GROUP BY 1, 2;
INSERT INTO job_funnel_days
SELECT job_nid, day, sum(matched), sum(requested), sum(accepted), sum(on_board)
FROM funnel_contributions WHERE job_nid IS NOT NULL GROUP BY 1, 2;
INSERT INTO introduction_days
SELECT organization_nid, day, sum(requested), sum(accepted), sum(answered)
FROM introduction_contributions GROUP BY 1, 2;

-- Whatever changes an organization's funnel first locks the organization's row (to the end of
-- its transaction), before the rows it changes and the day counts: the organization's changes
-- run one after the other, so none reads a pair's introductions while another changes them, and
-- no two wait on each other's rows in a circle. It is the lock an introduction takes to spend
-- the week's quota (FOR UPDATE) and weaker than it, so a request holding that lock goes on; it
-- leaves references to the row (FOR KEY SHARE) free. Sorted, when a statement concerns several.
CREATE FUNCTION insight_lock(org integer) RETURNS void LANGUAGE sql AS $$
  SELECT FROM organizations WHERE nid = org FOR NO KEY UPDATE
$$;

-- A new row of match_reach or match_appearances starts with the pair's introductions.
CREATE FUNCTION insight_pair_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_lock(NEW.organization_nid);
  SELECT s.requested_on, s.accepted_on, s.connected INTO NEW.requested_on, NEW.accepted_on,
    NEW.connected FROM insight_pair_state(NEW.organization_nid, NEW.candidate_nid) s;
  RETURN NEW;
END $$;
CREATE TRIGGER match_reach_fill BEFORE INSERT ON match_reach
  FOR EACH ROW EXECUTE FUNCTION insight_pair_fill();
CREATE TRIGGER match_appearances_fill BEFORE INSERT ON match_appearances
  FOR EACH ROW EXECUTE FUNCTION insight_pair_fill();

-- Moves the day counts by what a statement changed: the old rows' contributions out, the new
-- rows' in, summed per day and applied in key order (two statements at once lock the same rows
-- in the same order). Rows of an organization or a job being deleted count nowhere.
CREATE FUNCTION funnel_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  per_job boolean := TG_TABLE_NAME = 'match_appearances';
  columns text := CASE WHEN per_job THEN 'organization_nid, job_nid' ELSE 'organization_nid, NULL::integer' END
    || ', last_day, requested_on, accepted_on, connected';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 FROM new_rows', columns)
    WHEN 'DELETE' THEN format('SELECT %s, -1 FROM old_rows', columns)
    ELSE format('SELECT %1$s, 1 FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', columns)
  END;
  target text := CASE WHEN per_job
    THEN 'job_funnel_days AS f (job_nid, day, matched, requested, accepted, on_board)
      SELECT job_nid, day, matched, requested, accepted, on_board FROM sums
      WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.nid = sums.job_nid) ORDER BY job_nid, day
      ON CONFLICT (job_nid, day)'
    ELSE 'funnel_days AS f (organization_nid, day, matched, requested, accepted, on_board)
      SELECT organization_nid, day, matched, requested, accepted, on_board FROM sums
      WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.nid = sums.organization_nid)
      ORDER BY organization_nid, day
      ON CONFLICT (organization_nid, day)'
  END;
BEGIN
  EXECUTE format('SELECT insight_lock(organization_nid) FROM (SELECT DISTINCT organization_nid
    FROM (%s) c (organization_nid) ORDER BY 1) o', changes);
  EXECUTE format($sql$
    WITH changes (organization_nid, job_nid, last_day, requested_on, accepted_on, connected,
      sign) AS (%s),
    parts AS (
      SELECT organization_nid, job_nid, last_day AS day, sign AS matched, 0 AS requested,
        0 AS accepted, 0 AS on_board FROM changes
      UNION ALL
      SELECT organization_nid, job_nid, least(last_day, requested_on), 0, sign, 0, 0
      FROM changes WHERE requested_on IS NOT NULL
      UNION ALL
      SELECT organization_nid, job_nid, least(last_day, accepted_on), 0, 0, sign,
        CASE WHEN connected THEN sign ELSE 0 END
      FROM changes WHERE accepted_on IS NOT NULL
    ),
    sums AS (
      SELECT organization_nid, job_nid, day, sum(matched)::int AS matched,
        sum(requested)::int AS requested, sum(accepted)::int AS accepted,
        sum(on_board)::int AS on_board
      FROM parts GROUP BY 1, 2, 3
      HAVING sum(matched) <> 0 OR sum(requested) <> 0 OR sum(accepted) <> 0 OR sum(on_board) <> 0
    )
    INSERT INTO %s DO UPDATE SET matched = f.matched + EXCLUDED.matched,
      requested = f.requested + EXCLUDED.requested, accepted = f.accepted + EXCLUDED.accepted,
      on_board = f.on_board + EXCLUDED.on_board
  $sql$, changes, target);
  RETURN NULL;
END $$;

-- An introduction asked for or answered, or a connection made, ended or removed: the rows of
-- the pairs it concerns take the pair's new state (their update moves the funnel's counts), and
-- the introductions' own day counts move by what changed.
CREATE FUNCTION introduction_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pairs text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT organization_nid, candidate_nid FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT organization_nid, candidate_nid FROM old_rows'
    ELSE 'SELECT organization_nid, candidate_nid FROM new_rows
      UNION SELECT organization_nid, candidate_nid FROM old_rows'
  END;
  shown text;
  changes text;
BEGIN
  EXECUTE format('SELECT insight_lock(organization_nid)
    FROM (SELECT DISTINCT organization_nid FROM (%s) p ORDER BY 1) o', pairs);
  -- The pairs' rows: for all jobs, then for each job.
  FOREACH shown IN ARRAY ARRAY['match_reach', 'match_appearances'] LOOP
    EXECUTE format($sql$
      UPDATE %1$I r SET requested_on = s.requested_on, accepted_on = s.accepted_on,
        connected = s.connected
      FROM (SELECT DISTINCT * FROM (%2$s) p) p,
        insight_pair_state(p.organization_nid, p.candidate_nid) s
      WHERE r.organization_nid = p.organization_nid AND r.candidate_nid = p.candidate_nid
        AND (r.requested_on, r.accepted_on, r.connected)
          IS DISTINCT FROM (s.requested_on, s.accepted_on, s.connected)
    $sql$, shown, pairs);
  END LOOP;
  IF TG_TABLE_NAME <> 'candidate_introductions' THEN
    RETURN NULL;
  END IF;
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT organization_nid, created, answered_at, accepted, 1 FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT organization_nid, created, answered_at, accepted, -1 FROM old_rows'
    ELSE 'SELECT organization_nid, created, answered_at, accepted, 1 FROM new_rows
      UNION ALL SELECT organization_nid, created, answered_at, accepted, -1 FROM old_rows'
  END;
  EXECUTE format($sql$
    WITH changes (organization_nid, created, answered_at, accepted, sign) AS (%s),
    parts AS (
      SELECT organization_nid, (created AT TIME ZONE 'UTC')::date AS day, sign AS requested,
        CASE WHEN accepted AND answered_at IS NULL THEN sign ELSE 0 END AS accepted,
        0 AS answered
      FROM changes
      UNION ALL
      SELECT organization_nid, (answered_at AT TIME ZONE 'UTC')::date, 0,
        CASE WHEN accepted THEN sign ELSE 0 END, sign
      FROM changes WHERE answered_at IS NOT NULL
    ),
    sums AS (
      SELECT organization_nid, day, sum(requested)::int AS requested,
        sum(accepted)::int AS accepted, sum(answered)::int AS answered
      FROM parts GROUP BY 1, 2
      HAVING sum(requested) <> 0 OR sum(accepted) <> 0 OR sum(answered) <> 0
    )
    INSERT INTO introduction_days AS f (organization_nid, day, requested, accepted, answered)
    SELECT organization_nid, day, requested, accepted, answered FROM sums
    WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.nid = sums.organization_nid)
    ORDER BY organization_nid, day
    ON CONFLICT (organization_nid, day) DO UPDATE SET requested = f.requested + EXCLUDED.requested,
      accepted = f.accepted + EXCLUDED.accepted, answered = f.answered + EXCLUDED.answered
  $sql$, changes);
  RETURN NULL;
END $$;

-- Each table's inserts, updates and deletes, with the rows they changed, move the counts.
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['match_reach', 'match_appearances', 'candidate_introductions',
    'candidate_connections'] LOOP
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION %3$I();
      CREATE TRIGGER %4$I AFTER UPDATE ON %2$I
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION %3$I();
      CREATE TRIGGER %5$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      source || '_inserted', source,
      CASE WHEN source LIKE 'match_%' THEN 'funnel_rollup' ELSE 'introduction_rollup' END,
      source || '_updated', source || '_deleted');
  END LOOP;
END $$;

-- Her figures' suggestion: the skill she lacks that the most open jobs ask for, among the jobs
-- whose matching lists she is not on (a list takes the candidates who share one of its job's
-- skills). Counted over every open job of an organization with access to the candidate database,
-- then kept ten minutes, or until her skills change.
CREATE TABLE candidate_skill_suggestions (
  candidate_nid integer PRIMARY KEY REFERENCES candidate_profiles (nid) ON DELETE CASCADE,
  skills integer[] NOT NULL,
  jobs integer NOT NULL,
  skill_tid integer REFERENCES taxonomy_terms (tid) ON DELETE CASCADE,
  more_jobs integer NOT NULL,
  counted_at timestamptz NOT NULL
);
