-- The accounts whose profiles employers may not find (candidateSearch's ACTIVE): blocked ones,
-- and since migration 012 candidates who have not confirmed their email. users_blocked held only
-- the blocked ones, so the anti-join no longer matched its predicate and PostgreSQL read every
-- account instead: at 100,000 profiles, a sequential scan of users took 19 of the full search's
-- 27 ms. The accounts left out are few, and this index holds exactly them.
CREATE INDEX users_hidden_from_search ON users (id)
  WHERE NOT status OR 'unverified_candidate' = ANY (roles);
DROP INDEX users_blocked;
