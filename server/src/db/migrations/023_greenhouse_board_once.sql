-- A Greenhouse board feeds one organization: connected (enabled) in two, the second would
-- publish the first's jobs under its own name. Where an upgrade finds a board switched on in
-- more than one organization, the oldest connection keeps it; the others are switched off and
-- say why on their row (CHANGELOG.md).
UPDATE greenhouse_integrations g
SET enabled = false,
  sync_state = 'failed',
  sync_message = 'Switched off: this board is connected to another organization.'
WHERE g.enabled
  AND EXISTS (
    SELECT 1 FROM greenhouse_integrations o
    WHERE o.enabled AND lower(o.board_token) = lower(g.board_token) AND o.id < g.id
  );
CREATE UNIQUE INDEX greenhouse_board_once ON greenhouse_integrations (lower(board_token))
  WHERE enabled;

-- "Sync now" waits a minute between requests of one board (a sync of a large board reads every
-- job of it from Greenhouse): when it was last asked for.
ALTER TABLE greenhouse_integrations ADD COLUMN sync_requested_at timestamptz;
