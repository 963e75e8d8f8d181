-- The sign-in and account events of AdminListUserAuthEvents, kept only for pools with threat
-- protection (UserPoolAddOns AUDIT or ENFORCED). seq orders a user's events newest first even
-- when two share a clock millisecond, and is the paging key. Deleting the user (or the pool,
-- through its users) takes the events with it.
CREATE TABLE identity.auth_events (
  seq bigserial PRIMARY KEY,
  event_id text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  event_type text NOT NULL,
  event_response text NOT NULL,
  challenges jsonb NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX auth_events_user_idx ON identity.auth_events (user_id, seq DESC);
