-- Stored files whose rows are gone (an erased account) and whose bytes are still to be deleted:
-- deleted right after the erasure, and by housekeeping when the store failed then.
CREATE TABLE file_deletions (
  storage_key text PRIMARY KEY,
  queued_at timestamptz NOT NULL
);
