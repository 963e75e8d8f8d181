import 'server-only';
import type { Clock } from '../clock';

export interface RateLimiter {
  /** Counts one attempt for `key`; false when the key has used up its window. */
  tryConsume(key: string): boolean;
}

export interface RateLimiterOptions {
  limit: number;
  windowInMs: number;
  clock: Clock;
  /** Bound on remembered keys, so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

/**
 * An in-process fixed-window counter. Each server process counts on its own: with several
 * processes the effective limit multiplies, which is acceptable for abuse damping.
 */
export function createFixedWindowLimiter(options: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { startedAtInMs: number; count: number }>();
  const maxKeys = options.maxKeys ?? 50_000;

  function forgetExpired(nowInMs: number) {
    for (const [key, window] of windows) {
      if (nowInMs - window.startedAtInMs >= options.windowInMs) windows.delete(key);
    }
  }

  return {
    tryConsume(key) {
      const nowInMs = options.clock.now().getTime();
      let window = windows.get(key);
      if (!window || nowInMs - window.startedAtInMs >= options.windowInMs) {
        if (windows.size >= maxKeys) forgetExpired(nowInMs);
        window = { startedAtInMs: nowInMs, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= options.limit) return false;
      window.count += 1;
      return true;
    },
  };
}
