import type { ActivityKind, ActivityOutcome } from './security-inputs';

const WHAT_HAPPENED: Record<ActivityKind, { succeeded: string; failed: string }> = {
  'sign-in': { succeeded: 'Signed in', failed: 'Sign-in failed' },
  'password-changed': { succeeded: 'Password changed', failed: 'Password change failed' },
  'password-reset': { succeeded: 'Password reset', failed: 'Password reset failed' },
  'email-changed': { succeeded: 'Email address changed', failed: 'Email change failed' },
  'authenticator-set-up': {
    succeeded: 'Authenticator app set up',
    failed: 'Authenticator app setup failed',
  },
  'authenticator-replaced': {
    succeeded: 'Authenticator app replaced',
    failed: 'Authenticator app replacement failed',
  },
  'authenticator-removed': {
    succeeded: 'Authenticator app removed',
    failed: 'Authenticator app removal failed',
  },
  'recovery-code-used': { succeeded: 'Recovery code used', failed: 'Recovery code refused' },
  'recovery-codes-renewed': {
    succeeded: 'New recovery codes made',
    failed: 'Making new recovery codes failed',
  },
  'signed-out-everywhere': {
    succeeded: 'Signed out everywhere',
    failed: 'Signing out everywhere failed',
  },
  'browser-remembered': {
    succeeded: 'Browser remembered (no code asked there)',
    failed: 'Remembering a browser failed',
  },
  'browser-forgotten': {
    succeeded: 'Remembered browser forgotten',
    failed: 'Forgetting a browser failed',
  },
};

/** An event of the account in words: "Signed in", "Recovery code refused", … */
export function describeActivity(kind: ActivityKind, outcome: ActivityOutcome): string {
  return WHAT_HAPPENED[kind][outcome];
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", in the reader's language; "just now" within a minute. */
export function timeAgo(at: Date, nowInMs: number, locale?: string): string {
  const seconds = Math.round((at.getTime() - nowInMs) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
