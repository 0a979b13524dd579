-- Organizations (and so their jobs) are public once their owner's email is confirmed: nobody
-- publishes under an address they do not hold. Confirming publishes them
-- (accounts/emailConfirmed.ts); those already made by unconfirmed owners wait the same way.
UPDATE organizations SET status = false
WHERE status AND nid IN (
  SELECT m.organization_nid FROM organization_members m JOIN users u ON u.id = m.user_id
  WHERE m.owner AND 'unverified_employer' = ANY(u.roles));
