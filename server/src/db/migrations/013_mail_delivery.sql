-- Introduction mails are delivered by the queue; the employer who asked sees whether the mail
-- went out. Links made before the queue existed count as sent.
ALTER TABLE candidate_access_links
  ADD COLUMN mail_state text NOT NULL DEFAULT 'sent'
  CHECK (mail_state IN ('queued', 'sent', 'retrying', 'failed'));
ALTER TABLE candidate_access_links ALTER COLUMN mail_state SET DEFAULT 'queued';
