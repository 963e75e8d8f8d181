import { describe, expect, it } from 'vitest';
import { lockoutDurationInMs } from './rules.js';

describe('lockout back-off', () => {
  it('does not lock before the fifth failure', () => {
    expect(lockoutDurationInMs(4)).toBe(0);
  });

  it('doubles from one second at the fifth failure', () => {
    expect([5, 6, 7, 8].map(lockoutDurationInMs)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never locks for more than fifteen minutes', () => {
    expect(lockoutDurationInMs(15)).toBe(900_000);
    expect(lockoutDurationInMs(1000)).toBe(900_000);
  });
});
