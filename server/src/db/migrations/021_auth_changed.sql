-- Each server process keeps who its recently seen access tokens speak for (auth/tokenOwners.ts),
-- so that a signed-in request costs no round trip for its token. These triggers tell every
-- process, on every machine, about each change that can end what it keeps: an access token
-- deleted, a token family revoked or deleted, a user blocked, deleted or given other roles. They
-- NOTIFY the channel auth_changed with the families (`f12`) and users (`u34`) concerned, or `*`
-- (forget everything) when the list would not fit in one notification. Notifications are sent at
-- commit, so a change rolled back tells nobody.
CREATE FUNCTION notify_auth_changed(names text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text := array_to_string(names, ',');
BEGIN
  IF cardinality(names) = 0 THEN
    RETURN;
  END IF;
  -- A notification carries at most 8,000 bytes.
  IF octet_length(payload) > 7000 THEN
    payload := '*';
  END IF;
  PERFORM pg_notify('auth_changed', payload);
END $$;

-- The families of the rows a statement deleted or updated; TG_ARGV[0] names their family column.
CREATE FUNCTION families_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  names text[];
BEGIN
  EXECUTE format('SELECT ARRAY(SELECT DISTINCT ''f'' || %I FROM old_rows)', TG_ARGV[0]) INTO names;
  PERFORM notify_auth_changed(names);
  RETURN NULL;
END $$;

CREATE TRIGGER access_tokens_deleted AFTER DELETE ON access_tokens
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION families_changed('family_id');
CREATE TRIGGER access_tokens_updated AFTER UPDATE ON access_tokens
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION families_changed('family_id');
CREATE TRIGGER token_families_deleted AFTER DELETE ON token_families
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION families_changed('id');
CREATE TRIGGER token_families_updated AFTER UPDATE ON token_families
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION families_changed('id');

CREATE FUNCTION users_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_auth_changed(ARRAY(SELECT 'u' || id FROM old_rows));
  RETURN NULL;
END $$;

-- Only what a token's owner is made of: most updates of a user (a password, a profile) are not.
CREATE FUNCTION users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_auth_changed(ARRAY(
    SELECT 'u' || old_rows.id FROM old_rows JOIN new_rows ON new_rows.id = old_rows.id
    WHERE (old_rows.status, old_rows.roles, old_rows.uuid)
      IS DISTINCT FROM (new_rows.status, new_rows.roles, new_rows.uuid)));
  RETURN NULL;
END $$;

CREATE TRIGGER users_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_deleted();
CREATE TRIGGER users_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_updated();
