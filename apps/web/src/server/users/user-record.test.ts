import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './user-record';

const now = new Date('2026-05-01T12:00:00Z');

describe('trialDaysLeft', () => {
  it('counts a started day as a day and never goes below zero', () => {
    expect(trialDaysLeft(new Date('2026-05-15T12:00:00Z'), now)).toBe(14);
    expect(trialDaysLeft(new Date('2026-05-01T12:00:01Z'), now)).toBe(1);
    expect(trialDaysLeft(new Date('2026-05-01T12:00:00Z'), now)).toBe(0);
    expect(trialDaysLeft(new Date('2026-04-01T00:00:00Z'), now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
  });
});
