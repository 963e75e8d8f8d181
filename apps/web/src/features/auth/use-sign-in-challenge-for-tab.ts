'use client';
import { useEffect, useRef, type Dispatch } from 'react';
import type { AuthAction, SignInChallenge } from './state/auth-state';
import { readSignInChallenge, storeSignInChallenge } from './state/sign-in-challenge-storage';

/** Storage can be switched off or full; the countdown then lasts only as long as the page. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the auth state's waiting sign-in in the tab's storage and brings it back after a reload
 * (first run), so /mfa-verify still knows who is signing in and how long is left.
 */
export function useSignInChallengeForTab(
  challenge: SignInChallenge | null,
  dispatch: Dispatch<AuthAction>,
  nowInMs: () => number = Date.now,
): void {
  const resumeChecked = useRef(false);
  useEffect(() => {
    const storage = tabStorage();
    if (!storage) return;
    try {
      if (!resumeChecked.current) {
        resumeChecked.current = true;
        const saved = challenge ? null : readSignInChallenge(storage, nowInMs());
        if (saved) return dispatch({ type: 'RESUME_SIGN_IN_CHALLENGE', challenge: saved });
      }
      storeSignInChallenge(storage, challenge);
    } catch {
      // A full or refusing storage only costs the countdown after a reload.
    }
  }, [challenge, dispatch, nowInMs]);
}
