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
};

/** An event of the account in words: "Signed in", "Recovery code refused", … */
export function describeActivity(kind: ActivityKind, outcome: ActivityOutcome): string {
  return WHAT_HAPPENED[kind][outcome];
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(Headless)?Chrom(e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short name for what made a request ("Chrome on Linux"), from a user agent. Anything that is
 * not a browser's user agent (the identity service's own device name) is shown as it came.
 */
export function browserName(userAgent: string | null): string | null {
  const text = userAgent?.trim();
  if (!text) return null;
  if (!text.startsWith('Mozilla/')) return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? 'A web browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  return system ? `${browser} on ${system}` : browser;
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
