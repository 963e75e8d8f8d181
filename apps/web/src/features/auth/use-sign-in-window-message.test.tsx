// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_WINDOW_MESSAGES } from './flow/sign-in-window';
import { useSignInWindowMessage } from './use-sign-in-window-message';

const startedAtMs = 1_000_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The hook on a clock the test moves; timers follow the same clock. */
function renderCountdown(startAt: number | null, clockStartMs = startedAtMs) {
  let nowInMs = clockStartMs;
  const clock = () => nowInMs;
  const { result } = renderHook(() => useSignInWindowMessage(startAt, clock));
  return {
    result,
    async advance(ms: number) {
      nowInMs += ms;
      await act(async () => vi.advanceTimersByTime(ms));
    },
    pendingTimers: () => vi.getTimerCount(),
  };
}

describe('useSignInWindowMessage', () => {
  it('changes its words at 60 s and at 20 s left, and only then', async () => {
    const countdown = renderCountdown(startedAtMs);
    await countdown.advance(0);
    expect(countdown.result.current).toBeNull();
    await countdown.advance(119_999);
    expect(countdown.result.current).toBeNull();
    await countdown.advance(1);
    expect(countdown.result.current).toBe(SIGN_IN_WINDOW_MESSAGES.aboutAMinute);
    await countdown.advance(39_999);
    expect(countdown.result.current).toBe(SIGN_IN_WINDOW_MESSAGES.aboutAMinute);
    await countdown.advance(1);
    expect(countdown.result.current).toBe(SIGN_IN_WINDOW_MESSAGES.twentySeconds);
    // Nothing left to say: no timer keeps running.
    expect(countdown.pendingTimers()).toBe(0);
  });

  it('waits for one timer per message, not a tick per second', async () => {
    const countdown = renderCountdown(startedAtMs);
    await countdown.advance(0);
    expect(countdown.pendingTimers()).toBe(1);
  });

  it('says at once how little is left on a page opened late in the window', async () => {
    const countdown = renderCountdown(startedAtMs, startedAtMs + 170_000);
    await countdown.advance(0);
    expect(countdown.result.current).toBe(SIGN_IN_WINDOW_MESSAGES.twentySeconds);
  });

  it('says nothing without a sign-in in progress', async () => {
    const countdown = renderCountdown(null);
    await countdown.advance(200_000);
    expect(countdown.result.current).toBeNull();
    expect(countdown.pendingTimers()).toBe(0);
  });
});
