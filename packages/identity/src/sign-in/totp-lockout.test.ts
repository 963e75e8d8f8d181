import { describe, expect, it } from 'vitest';
import { totpLockoutDurationInMs } from './rules.js';

describe('totpLockoutDurationInMs', () => {
  it('allows nine wrong codes, then doubles from one minute to at most fifteen', () => {
    expect([1, 9].map(totpLockoutDurationInMs)).toEqual([0, 0]);
    expect([10, 11, 12, 13, 14].map((n) => totpLockoutDurationInMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 15,
    ]);
    expect(totpLockoutDurationInMs(1_000)).toBe(15 * 60_000);
  });
});
