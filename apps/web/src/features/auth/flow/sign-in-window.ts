/**
 * The identity service keeps a sign-in between the password and the authenticator step for
 * 3 minutes (docs/product.md §4 "Session and tokens"). WCAG 2.2.1 asks that people hear about
 * such a limit before it ends: once with about a minute left and once with 20 seconds, never
 * every second.
 */
export const SIGN_IN_WINDOW_IN_MS = 180_000;

export const SIGN_IN_WINDOW_MESSAGES = {
  aboutAMinute: 'About a minute left to finish signing in.',
  twentySeconds: '20 seconds left to finish signing in.',
} as const;

/** Remaining time at which each message starts to apply, latest first. */
const ANNOUNCEMENTS = [
  { atRemainingMs: 20_000, message: SIGN_IN_WINDOW_MESSAGES.twentySeconds },
  { atRemainingMs: 60_000, message: SIGN_IN_WINDOW_MESSAGES.aboutAMinute },
] as const;

export function remainingSignInTimeInMs(startedAtMs: number, nowInMs: number): number {
  return Math.max(0, startedAtMs + SIGN_IN_WINDOW_IN_MS - nowInMs);
}

/** What the countdown says now: nothing with more than a minute left, then the latest message. */
export function signInWindowMessage(startedAtMs: number, nowInMs: number): string | null {
  const remainingMs = remainingSignInTimeInMs(startedAtMs, nowInMs);
  return ANNOUNCEMENTS.find(({ atRemainingMs }) => remainingMs <= atRemainingMs)?.message ?? null;
}

/** How long until the message changes next, or null once the last one shows. */
export function msUntilNextSignInWindowMessage(
  startedAtMs: number,
  nowInMs: number,
): number | null {
  const remainingMs = remainingSignInTimeInMs(startedAtMs, nowInMs);
  const next = ANNOUNCEMENTS.filter(({ atRemainingMs }) => remainingMs > atRemainingMs).at(-1);
  return next ? remainingMs - next.atRemainingMs : null;
}
