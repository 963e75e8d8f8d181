import { remainingSignInTimeInMs } from '../flow/sign-in-window';
import type { SignInChallenge } from './auth-state';

/**
 * The sign-in waiting for its authenticator step, kept for the tab (as the identity client keeps
 * its own part), so a reload of /mfa-verify still knows who is signing in and how long is left.
 */
const STORAGE_KEY = 'steadfast.signInChallenge';

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function storeSignInChallenge(storage: TabStorage, challenge: SignInChallenge | null): void {
  if (challenge) storage.setItem(STORAGE_KEY, JSON.stringify(challenge));
  else storage.removeItem(STORAGE_KEY);
}

/** The stored challenge while its window lasts; null when absent, malformed or over. */
export function readSignInChallenge(storage: TabStorage, nowInMs: number): SignInChallenge | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const { username, startedAtMs } = (value ?? {}) as Partial<Record<string, unknown>>;
  if (typeof username !== 'string' || username === '' || typeof startedAtMs !== 'number')
    return null;
  if (remainingSignInTimeInMs(startedAtMs, nowInMs) === 0) return null;
  return { username, startedAtMs };
}
