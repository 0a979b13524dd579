-- Values the application generates once and every server process must share, such as the key
-- that signs file URLs when FILE_URL_SECRET is not set. Rows are inserted if absent, so the
-- first process to start wins and the others read its value.
CREATE TABLE settings (
  name text PRIMARY KEY,
  value text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
