-- Greenhouse boards sync their published jobs; each integration keeps its last result, and each
-- imported job where it came from (upserted by organization, board token and Greenhouse id).
ALTER TABLE greenhouse_integrations
  ADD COLUMN synced_at timestamptz,
  ADD COLUMN sync_state text CHECK (sync_state IN ('running', 'ok', 'quota', 'not_found', 'failed')),
  ADD COLUMN sync_message text;

ALTER TABLE jobs
  ADD COLUMN greenhouse_board_token text,
  ADD COLUMN greenhouse_job_id bigint,
  -- The gender-coded wording category of the job's texts, as the SPA's check computes it.
  ADD COLUMN gender_coding text;
CREATE UNIQUE INDEX jobs_greenhouse_source ON jobs (organization_nid, greenhouse_board_token, greenhouse_job_id)
  WHERE greenhouse_job_id IS NOT NULL;
