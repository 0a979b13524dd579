-- Mail handed to the mail server, by its job (its Message-ID is derived from it): a delivery
-- retried after the hand-over (the acknowledgement to the queue was lost in a database restart)
-- finds its mail here and does not send it again. Kept a week (housekeeping).
CREATE TABLE mail_sent (
  job_id text PRIMARY KEY,
  sent_at timestamptz NOT NULL DEFAULT now()
);
