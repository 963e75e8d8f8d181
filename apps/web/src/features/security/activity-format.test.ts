import { describe, expect, it } from 'vitest';
import { browserName, describeActivity, timeAgo } from './activity-format';
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

describe('browserName', () => {
  it('names the browser and system of a user agent', () => {
    expect(
      browserName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      browserName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      ),
    ).toBe('Firefox on Windows');
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
  });

  it('keeps a name that is not a user agent, and nothing stays nothing', () => {
    expect(browserName('Chrome 131, Linux')).toBe('Chrome 131, Linux');
    expect(browserName(null)).toBeNull();
    expect(browserName('  ')).toBeNull();
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
