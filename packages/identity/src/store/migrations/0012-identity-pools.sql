-- Amazon Cognito Identity: identity pools (settings as DescribeIdentityPool answers them) and
-- their identities. An identity signed in through a user pool is keyed by that pool's id and
-- the user's sub, not by the provider name, whose host part follows IDENTITY_PUBLIC_URL; the
-- unique key makes it one identity per user per identity pool whichever server inserts first.
-- Guest identities have neither (NULLs never collide). Deleting an identity pool takes its
-- identities with it; deleting a user keeps theirs, as on Cognito.
CREATE TABLE identity.identity_pools (
  id text PRIMARY KEY,
  name text NOT NULL,
  settings jsonb NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE TABLE identity.pool_identities (
  id text PRIMARY KEY,
  identity_pool_id text NOT NULL REFERENCES identity.identity_pools (id) ON DELETE CASCADE,
  user_pool_id text,
  user_sub text,
  created_at bigint NOT NULL,
  last_modified_at bigint NOT NULL,
  CONSTRAINT pool_identities_login_key UNIQUE (identity_pool_id, user_pool_id, user_sub)
);
