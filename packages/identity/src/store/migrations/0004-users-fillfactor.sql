-- Every sign-in updates its user's row up to three times (the attempt count, its clearing after
-- the right password, the accepted TOTP step), none of them touching an indexed column. With
-- room left on each page those updates stay on the page (heap-only tuples), so none of the
-- five indexes of users gets a new entry and they do not bloat. Applies to pages written from
-- now on; existing data moves into it as rows are rewritten.
ALTER TABLE identity.users SET (fillfactor = 75);
