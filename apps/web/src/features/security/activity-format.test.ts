import { describe, expect, it } from 'vitest';
import { describeActivity, timeAgo } from './activity-format';
import { ACTIVITY_KINDS } from './security-inputs';

describe('describeActivity', () => {
  it('puts every kind and outcome in words', () => {
    for (const kind of ACTIVITY_KINDS) {
      expect(describeActivity(kind, 'succeeded')).toMatch(/\w/);
      expect(describeActivity(kind, 'failed')).not.toBe(describeActivity(kind, 'succeeded'));
    }
    expect(describeActivity('sign-in', 'succeeded')).toBe('Signed in');
    expect(describeActivity('sign-in', 'failed')).toBe('Sign-in failed');
    expect(describeActivity('password-changed', 'succeeded')).toBe('Password changed');
    expect(describeActivity('recovery-code-used', 'succeeded')).toBe('Recovery code used');
    expect(describeActivity('recovery-code-used', 'failed')).toBe('Recovery code refused');
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(new Date(now - 20_000), now, 'en')).toBe('now');
    expect(timeAgo(new Date(now - 3 * 60_000), now, 'en')).toBe('3 minutes ago');
    expect(timeAgo(new Date(now - 26 * 3600_000), now, 'en')).toBe('yesterday');
  });
});
