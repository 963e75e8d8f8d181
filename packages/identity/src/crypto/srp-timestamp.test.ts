import { afterEach, describe, expect, it, vi } from 'vitest';
import { amplifySrp } from './amplify-srp-client.fixture.js';
import { formatSrpTimestamp, parseSrpTimestamp } from './srp-timestamp.js';

describe('SRP timestamps', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    '2025-11-02T09:05:07Z',
    '2024-02-29T23:59:59Z',
    '2026-01-31T00:00:00Z',
    '2025-12-10T14:30:09Z',
  ])('writes %s exactly as Amplify getNowString does', (iso) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
    const amplifyText = amplifySrp.getNowString();
    expect(formatSrpTimestamp(new Date(iso))).toBe(amplifyText);
    expect(parseSrpTimestamp(amplifyText)?.toISOString()).toBe(new Date(iso).toISOString());
  });

  it('writes the day without zero padding', () => {
    expect(formatSrpTimestamp(new Date('2025-11-02T09:05:07Z'))).toBe(
      'Sun Nov 2 09:05:07 UTC 2025',
    );
  });

  it.each([
    'Sun Nov 02 09:05:07 UTC 2025',
    'Mon Nov 2 09:05:07 UTC 2025',
    'Sun Nov 2 9:05:07 UTC 2025',
    'Fri Feb 30 09:05:07 UTC 2024',
    'Sun Nov 2 09:05:07 GMT 2025',
    'Sun Nov 2 24:05:07 UTC 2025',
    '2025-11-02T09:05:07Z',
    '',
  ])('refuses %j', (text) => {
    expect(parseSrpTimestamp(text)).toBeNull();
  });
});
