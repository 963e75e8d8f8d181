import { describe, expect, it } from 'vitest';
import { readSignInChallenge, storeSignInChallenge } from './sign-in-challenge-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const challenge = { username: 'ada', startedAtMs: 1_000_000 };

describe('the sign-in challenge kept for the tab', () => {
  it('comes back while its 3 minutes last', () => {
    const storage = memoryStorage();
    storeSignInChallenge(storage, challenge);
    expect(readSignInChallenge(storage, 1_000_000 + 179_999)).toEqual(challenge);
  });

  it('is gone once the window is over', () => {
    const storage = memoryStorage();
    storeSignInChallenge(storage, challenge);
    expect(readSignInChallenge(storage, 1_000_000 + 180_000)).toBeNull();
  });

  it('is removed when the sign-in ends', () => {
    const storage = memoryStorage();
    storeSignInChallenge(storage, challenge);
    storeSignInChallenge(storage, null);
    expect(storage.items.size).toBe(0);
    expect(readSignInChallenge(storage, 1_000_000)).toBeNull();
  });

  it('ignores whatever else is stored under its name', () => {
    const storage = memoryStorage();
    for (const stored of [
      '{not json',
      '42',
      '{"username":"","startedAtMs":1}',
      '{"username":"a"}',
    ]) {
      storage.items.set('steadfast.signInChallenge', stored);
      expect(readSignInChallenge(storage, 1_000_000)).toBeNull();
    }
  });
});
