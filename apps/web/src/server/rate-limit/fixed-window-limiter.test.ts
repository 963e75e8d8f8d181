import { describe, expect, it } from 'vitest';
import { createFixedWindowLimiter } from './fixed-window-limiter';

function manualClock(start = Date.parse('2026-01-01T00:00:00Z')) {
  let nowInMs = start;
  return { now: () => new Date(nowInMs), advanceBy: (ms: number) => (nowInMs += ms) };
}

describe('createFixedWindowLimiter', () => {
  it('allows `limit` attempts per key per window, then refuses until the window ends', () => {
    const clock = manualClock();
    const limiter = createFixedWindowLimiter({ limit: 2, windowInMs: 60_000, clock });
    expect([limiter.tryConsume('a'), limiter.tryConsume('a'), limiter.tryConsume('a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.tryConsume('b')).toBe(true);
    clock.advanceBy(59_999);
    expect(limiter.tryConsume('a')).toBe(false);
    clock.advanceBy(1);
    expect(limiter.tryConsume('a')).toBe(true);
  });

  it('keeps counting live keys when it has to forget expired ones', () => {
    const clock = manualClock();
    const limiter = createFixedWindowLimiter({ limit: 1, windowInMs: 1000, clock, maxKeys: 2 });
    limiter.tryConsume('old');
    clock.advanceBy(1000);
    limiter.tryConsume('live');
    limiter.tryConsume('new');
    expect(limiter.tryConsume('live')).toBe(false);
  });
});
