-- A Greenhouse sync that failed is tried again a minute later, up to three times: while it
-- waits, the board's row says so and when (sync_state 'retrying', sync_retry_at). The last
-- failure is worded once ("Sync failed …: Greenhouse could not be reached."), no longer with
-- "The sync failed: " in front of the reason.
ALTER TABLE greenhouse_integrations ADD COLUMN sync_retry_at timestamptz;
UPDATE greenhouse_integrations
SET sync_message = substr(sync_message, length('The sync failed: ') + 1)
WHERE sync_message LIKE 'The sync failed: %';
ALTER TABLE greenhouse_integrations DROP CONSTRAINT greenhouse_integrations_sync_state_check;
ALTER TABLE greenhouse_integrations ADD CONSTRAINT greenhouse_integrations_sync_state_check
  CHECK (sync_state IN ('running', 'retrying', 'ok', 'quota', 'not_found', 'failed'));
