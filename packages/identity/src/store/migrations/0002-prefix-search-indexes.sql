-- ListUsers prefix filters (`username ^= "…"`, `email ^= "…"`) compile to LIKE 'prefix%', which a
-- plain btree index only serves under the C collation; text_pattern_ops serves it under any.
CREATE INDEX users_pool_username_prefix_idx ON identity.users (pool_id, username_key text_pattern_ops);
CREATE INDEX users_pool_email_prefix_idx ON identity.users (pool_id, email_key text_pattern_ops);
