-- What a candidate chose about her privacy, and when (GDPR Art. 15: her data export shows it).
CREATE TABLE privacy_choices (
  id bigserial PRIMARY KEY,
  uid integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  choice text NOT NULL
    CHECK (choice IN ('third_party_communications', 'name_visible_to_companies')),
  value text,
  chosen_at timestamptz NOT NULL
);
CREATE INDEX privacy_choices_uid ON privacy_choices (uid, chosen_at);

-- Profiles made before the record existed: their current choices, as of their last change.
INSERT INTO privacy_choices (uid, choice, value, chosen_at)
  SELECT uid, 'third_party_communications', third_party_communications, changed
    FROM candidate_profiles WHERE third_party_communications IS NOT NULL
  UNION ALL
  SELECT uid, 'name_visible_to_companies', name_visible_to_companies, changed
    FROM candidate_profiles WHERE name_visible_to_companies IS NOT NULL;
