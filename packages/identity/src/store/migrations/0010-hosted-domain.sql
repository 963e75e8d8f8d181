-- The hosted sign-in domain (OAuth 2.0 / OpenID Connect). Authorization codes are single-use:
-- redeeming one deletes its row in the statement that reads it. A hosted session lets a
-- browser that signed in on the domain skip the form on its next authorize, as Cognito's does.
-- Refresh tokens remember the scopes granted, so refreshed access tokens carry them; NULL is a
-- sign-in through the JSON API (scope aws.cognito.signin.user.admin).
CREATE TABLE identity.oauth_codes (
  code_hash text PRIMARY KEY,
  pool_id text NOT NULL,
  client_id text NOT NULL,
  user_id text NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  redirect_uri text NOT NULL,
  code_challenge text,
  scope text NOT NULL,
  nonce text,
  auth_time bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX oauth_codes_expires_idx ON identity.oauth_codes (expires_at);

CREATE TABLE identity.hosted_sessions (
  token_hash text PRIMARY KEY,
  pool_id text NOT NULL,
  user_id text NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  auth_time bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX hosted_sessions_user_idx ON identity.hosted_sessions (user_id);

ALTER TABLE identity.refresh_tokens ADD COLUMN scope text;
