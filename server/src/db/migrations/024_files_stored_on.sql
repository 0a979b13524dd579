-- Which server's disk holds a file of the local store (host and folder); NULL in a bucket. A
-- server that finds such a file missing from its own disk can then say that another server has
-- it (several servers without S3_BUCKET), instead of calling it gone.
ALTER TABLE files ADD COLUMN stored_on text;
