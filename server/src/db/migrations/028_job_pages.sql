-- Public job pages rendered ahead (server/src/site/jobPageStore.ts): the whole document of
-- /job-posting/{nid} as one site variant (host configuration and address) shows it, compressed
-- with brotli, with what it was rendered from. A page is served only while all of that still holds: the same build of the
-- renderer, the same job and organization rows (`source`, a digest of both), and for a page of an
-- open job, a valid-until day that has not passed.
CREATE TABLE job_pages (
  nid integer NOT NULL REFERENCES jobs (nid) ON DELETE CASCADE,
  variant text NOT NULL,
  build text NOT NULL,
  source text NOT NULL,
  status smallint NOT NULL CHECK (status IN (200, 404)),
  valid_until date,
  body bytea NOT NULL,
  rendered_at timestamptz NOT NULL,
  PRIMARY KEY (nid, variant)
);
