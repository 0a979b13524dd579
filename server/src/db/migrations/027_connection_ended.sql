-- A connection the candidate ended is kept, as 'ended', instead of being deleted: she sees it
-- in the "Ended" group of /introductions with the day it ended and the day the hold on the
-- organization ends, and the organization sees a held candidate, not a Get Intro that fails.
ALTER TABLE candidate_connections DROP CONSTRAINT candidate_connections_status_check;
ALTER TABLE candidate_connections ADD CONSTRAINT candidate_connections_status_check
  CHECK (status IN ('requested', 'connected', 'rejected', 'ended'));
