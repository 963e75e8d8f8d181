/** Time source for everything that expires: codes, sessions, tokens, lockouts, TOTP steps. */
export interface Clock {
  nowInMs(): number;
}

export const systemClock: Clock = { nowInMs: () => Date.now() };

export interface TestClock extends Clock {
  advanceBy(durationInMs: number): void;
  set(epochInMs: number): void;
}

/** A clock tests move by hand, so expiry and back-off are checked without sleeping. */
export function createTestClock(startInMs: number = Date.now()): TestClock {
  let current = startInMs;
  return {
    nowInMs: () => current,
    advanceBy: (durationInMs) => {
      current += durationInMs;
    },
    set: (epochInMs) => {
      current = epochInMs;
    },
  };
}

export function toEpochSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
