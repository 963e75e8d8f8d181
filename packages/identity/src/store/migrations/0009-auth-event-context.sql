-- Where an auth event came from, as AdminListUserAuthEvents' EventContextData gives it: the
-- user's address and a device name made from their browser's User-Agent. Events recorded
-- before this migration have neither.
ALTER TABLE identity.auth_events ADD COLUMN ip_address text;
ALTER TABLE identity.auth_events ADD COLUMN device_name text;
