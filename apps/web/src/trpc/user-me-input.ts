/**
 * `user.me` input that makes the server ask the identity service instead of trusting its stored
 * copy (docs/decisions/014). The profile page loads with it, so a session revoked elsewhere is
 * noticed there; shared by the server prefetch and the browser's query so their keys match.
 */
export const REFRESHED_USER_ME = { refresh: true } as const;
