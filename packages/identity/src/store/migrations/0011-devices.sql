-- Device tracking ("remember this device"). A device is issued at the end of a sign-in from a
-- browser that sent no known device key; ConfirmDevice gives it the SRP verifier of the
-- client's random password, and `remembered` lets it stand in for the authenticator code.
-- Deleting a user takes their devices with them.
CREATE TABLE identity.devices (
  device_key text PRIMARY KEY,
  pool_id text NOT NULL,
  user_id text NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  group_key text NOT NULL,
  srp_salt text,
  srp_verifier text,
  name text,
  remembered boolean NOT NULL,
  last_ip text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  last_authenticated_at bigint NOT NULL
);
-- A user's devices, in ListDevices' order (by key), one index probe.
CREATE INDEX devices_user_idx ON identity.devices (user_id, device_key);

-- The device a sign-in's tokens belong to: a refresh must name it, and forgetting the device
-- ends that sign-in.
ALTER TABLE identity.refresh_tokens ADD COLUMN device_key text;
