-- Wrong authenticator codes are counted per user across sessions (services/totp-lockout.ts).
ALTER TABLE identity.users ADD COLUMN failed_totp_codes integer NOT NULL DEFAULT 0;
ALTER TABLE identity.users ADD COLUMN totp_locked_until bigint;
