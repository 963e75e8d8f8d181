-- Sessions are now claimed by deleting them, so the claim flag has no use.
ALTER TABLE identity.auth_sessions DROP COLUMN claimed;
