CREATE TABLE identity.pools (
  id text PRIMARY KEY,
  name text NOT NULL,
  settings jsonb NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE identity.clients (
  id text PRIMARY KEY,
  pool_id text NOT NULL REFERENCES identity.pools (id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX clients_pool_idx ON identity.clients (pool_id);

CREATE TABLE identity.users (
  id text PRIMARY KEY,
  pool_id text NOT NULL REFERENCES identity.pools (id) ON DELETE CASCADE,
  username text NOT NULL,
  username_key text NOT NULL,
  email_key text,
  status text NOT NULL,
  enabled boolean NOT NULL,
  attributes jsonb NOT NULL,
  pending_attributes jsonb NOT NULL,
  srp_salt text NOT NULL,
  srp_verifier text NOT NULL,
  temporary_password_expires_at bigint,
  totp_secret_sealed text,
  totp_pending_secret_sealed text,
  totp_enabled boolean NOT NULL,
  totp_preferred boolean NOT NULL,
  last_totp_step bigint,
  failed_sign_ins integer NOT NULL,
  last_failed_sign_in_at bigint,
  locked_until bigint,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE UNIQUE INDEX users_pool_username_key_idx ON identity.users (pool_id, username_key);
CREATE INDEX users_pool_email_key_idx ON identity.users (pool_id, email_key);

CREATE TABLE identity.codes (
  user_id text NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (user_id, purpose)
);

CREATE TABLE identity.rate_limits (
  user_id text NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  action text NOT NULL,
  window_started_at bigint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (user_id, action)
);

CREATE TABLE identity.auth_sessions (
  id_hash text PRIMARY KEY,
  user_id text REFERENCES identity.users (id) ON DELETE CASCADE,
  pool_id text NOT NULL,
  client_id text NOT NULL,
  challenge text NOT NULL,
  state jsonb NOT NULL,
  expires_at bigint NOT NULL,
  claimed boolean NOT NULL,
  wrong_codes integer NOT NULL
);
CREATE INDEX auth_sessions_expires_idx ON identity.auth_sessions (expires_at);

CREATE TABLE identity.refresh_tokens (
  token_hash text PRIMARY KEY,
  origin_jti text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  pool_id text NOT NULL,
  client_id text NOT NULL,
  auth_time bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX refresh_tokens_user_idx ON identity.refresh_tokens (user_id);

CREATE TABLE identity.signing_keys (
  kid text PRIMARY KEY,
  purpose text NOT NULL,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE identity.server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
