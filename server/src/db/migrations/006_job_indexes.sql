-- Job lists at scale (issue "Jobs", Scale and speed; `npm run bench -- jobs` measures them).
-- Written for PostgreSQL 15 and PGlite.

-- A text search combined with other filters checks the search vector row by row (the employer's
-- list of one organization always does). The vector is over 1 kB for a usual description, so
-- PostgreSQL stored it out of line (TOAST), and every check read it back from the TOAST table:
-- three to four more buffers per row, most of the query's time. MAIN keeps it in the row
-- (compressed if need be, out of line only as a last resort); the description, which only the
-- 50 rows of a page read, goes out of line instead.
ALTER TABLE jobs ALTER COLUMN search SET STORAGE MAIN;
-- Store the jobs written so far that way too (setting the title recomputes the vector).
UPDATE jobs SET title = title;

-- The lists count every matching job. Carrying validity and featuring in the organization index
-- lets an organization's active or featured jobs (the employer's list, the job quotas) and,
-- scanned whole, the active jobs of the candidate's search without filters be counted from the
-- index alone instead of the table.
DROP INDEX jobs_organization_created;
CREATE INDEX jobs_organization_created ON jobs (organization_nid, created DESC, nid DESC)
  INCLUDE (valid_until, sticky);
-- jobs_active (valid_until, sticky, created) served no list: valid_until is compared by range,
-- so its later columns could not give the order, and the count needs the organization and nid,
-- which it did not hold. The index above does that job.
DROP INDEX jobs_active;
