-- User-pool groups and their members. Group names are compared exactly, as Cognito does
-- ("Admin" and "admin" are two groups); the C collation makes their order (ListGroups' pages,
-- the cognito:groups claim) the same byte order on PGlite and on any PostgreSQL.
CREATE TABLE identity.groups (
  pool_id text NOT NULL REFERENCES identity.pools (id) ON DELETE CASCADE,
  name text COLLATE "C" NOT NULL,
  description text,
  role_arn text,
  precedence integer,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (pool_id, name)
);

-- Deleting a user or a group (or the pool, through both) takes its memberships with it.
CREATE TABLE identity.group_members (
  pool_id text NOT NULL,
  group_name text COLLATE "C" NOT NULL,
  user_id text NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  PRIMARY KEY (pool_id, group_name, user_id),
  FOREIGN KEY (pool_id, group_name) REFERENCES identity.groups (pool_id, name)
    ON DELETE CASCADE
);
-- A user's groups: read with every token issued, so one index probe, even for no groups.
CREATE INDEX group_members_user_idx ON identity.group_members (user_id, group_name);
