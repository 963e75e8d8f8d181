import 'server-only';

/** Time source for trials, token expiry and rate-limit windows, so tests can move time by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
