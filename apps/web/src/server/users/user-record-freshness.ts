import 'server-only';
import type { UserRow } from '../db/schema';

/**
 * How long the stored names and email are trusted before `user.me` asks the identity service
 * again. It also bounds how long a token revoked by a global sign-out elsewhere can still read
 * `user.me` on paths that do not ask for a refresh (docs/decisions/014).
 */
export const PROFILE_STALE_AFTER_MS = 5 * 60 * 1000;

/** `lastActive` is written at most once per user per this interval. */
export const LAST_ACTIVE_INTERVAL_MS = 60 * 1000;

/** Whether the identity copies must be fetched again: never fetched, or older than allowed. */
export function isProfileStale(row: Pick<UserRow, 'profileSyncedAt'>, now: Date): boolean {
  return (
    row.profileSyncedAt === null ||
    now.getTime() - row.profileSyncedAt.getTime() >= PROFILE_STALE_AFTER_MS
  );
}

/** A `lastActive` at or before this moment is due to be moved to now. */
export function lastActiveDueAtOrBefore(now: Date): Date {
  return new Date(now.getTime() - LAST_ACTIVE_INTERVAL_MS);
}

export function isLastActiveDue(row: Pick<UserRow, 'lastActive'>, now: Date): boolean {
  return row.lastActive === null || row.lastActive <= lastActiveDueAtOrBefore(now);
}
