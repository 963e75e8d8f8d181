-- Sign-in aliases (a pool's UsernameAttributes or AliasAttributes): the values a user can sign
-- in with besides the username, one column per kind, folded as they are compared. They are
-- derived here, by a trigger, from the user's attributes and status and the pool's settings, so
-- no write path can forget them; the partial unique indexes then decide, statement by
-- statement, that one value names one user of a pool, however many requests race for it.
-- Pools without aliases (the default pool) leave all three columns NULL, which no index holds.
ALTER TABLE identity.users ADD COLUMN alias_email_key text;
ALTER TABLE identity.users ADD COLUMN alias_phone_key text;
ALTER TABLE identity.users ADD COLUMN alias_preferred_username_key text;

CREATE UNIQUE INDEX users_pool_alias_email_idx ON identity.users (pool_id, alias_email_key)
  WHERE alias_email_key IS NOT NULL;
CREATE UNIQUE INDEX users_pool_alias_phone_idx ON identity.users (pool_id, alias_phone_key)
  WHERE alias_phone_key IS NOT NULL;
CREATE UNIQUE INDEX users_pool_alias_preferred_username_idx
  ON identity.users (pool_id, alias_preferred_username_key)
  WHERE alias_preferred_username_key IS NOT NULL;

-- Cognito's rules: a username attribute (email or phone number as the username) names its user
-- whether verified or not; an email or phone alias only once verified; a preferred_username
-- alias once the account is confirmed.
CREATE FUNCTION identity.derive_alias_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  username_attributes jsonb;
  alias_attributes jsonb;
BEGIN
  SELECT coalesce(settings -> 'UsernameAttributes', '[]'), coalesce(settings -> 'AliasAttributes', '[]')
    INTO username_attributes, alias_attributes
    FROM identity.pools WHERE id = NEW.pool_id;
  NEW.alias_email_key := CASE
    WHEN username_attributes ? 'email'
      OR (alias_attributes ? 'email' AND lower(NEW.attributes ->> 'email_verified') = 'true')
    THEN lower(NEW.attributes ->> 'email') END;
  NEW.alias_phone_key := CASE
    WHEN username_attributes ? 'phone_number'
      OR (alias_attributes ? 'phone_number' AND lower(NEW.attributes ->> 'phone_number_verified') = 'true')
    THEN NEW.attributes ->> 'phone_number' END;
  NEW.alias_preferred_username_key := CASE
    WHEN alias_attributes ? 'preferred_username' AND NEW.status <> 'UNCONFIRMED'
    THEN lower(NEW.attributes ->> 'preferred_username') END;
  RETURN NEW;
END
$$;

-- Only writes that name attributes or status run it: the sign-in's own updates (attempt counts,
-- TOTP steps) touch neither and stay as cheap as before.
CREATE TRIGGER users_derive_alias_keys
  BEFORE INSERT OR UPDATE OF attributes, status ON identity.users
  FOR EACH ROW EXECUTE FUNCTION identity.derive_alias_keys();
