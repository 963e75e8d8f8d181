'use client';
import { useEffect, useState } from 'react';
import { msUntilNextSignInWindowMessage, signInWindowMessage } from './flow/sign-in-window';

/**
 * The countdown's current words for a sign-in whose authenticator step began at `startedAtMs`.
 * It wakes only when the words change (twice per sign-in), so a live region showing them is
 * announced at those moments and never every second.
 */
export function useSignInWindowMessage(
  startedAtMs: number | null,
  nowInMs: () => number = Date.now,
): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function update(): void {
      if (startedAtMs === null) return setMessage(null);
      const now = nowInMs();
      setMessage(signInWindowMessage(startedAtMs, now));
      const wait = msUntilNextSignInWindowMessage(startedAtMs, now);
      if (wait !== null) timer = setTimeout(update, wait);
    }
    // After the first paint: a page opened late in the window says so without waiting.
    timer = setTimeout(update, 0);
    return () => clearTimeout(timer);
  }, [startedAtMs, nowInMs]);
  return message;
}
