import { describe, expect, it } from 'vitest';
import {
  msUntilNextSignInWindowMessage,
  remainingSignInTimeInMs,
  SIGN_IN_WINDOW_MESSAGES,
  signInWindowMessage,
} from './sign-in-window';

const startedAtMs = 1_700_000_000_000;
/** The clock `secondsIn` seconds after the challenge arrived. */
const at = (secondsIn: number) => startedAtMs + secondsIn * 1000;

describe('the sign-in window countdown', () => {
  it('lasts 3 minutes from when the challenge arrived, never below zero', () => {
    expect(remainingSignInTimeInMs(startedAtMs, at(0))).toBe(180_000);
    expect(remainingSignInTimeInMs(startedAtMs, at(150))).toBe(30_000);
    expect(remainingSignInTimeInMs(startedAtMs, at(400))).toBe(0);
  });

  it('says nothing while more than a minute is left', () => {
    expect(signInWindowMessage(startedAtMs, at(0))).toBeNull();
    expect(signInWindowMessage(startedAtMs, at(119.999))).toBeNull();
  });

  it('says about a minute is left from 60 s until 20 s', () => {
    expect(signInWindowMessage(startedAtMs, at(120))).toBe(SIGN_IN_WINDOW_MESSAGES.aboutAMinute);
    expect(signInWindowMessage(startedAtMs, at(159.999))).toBe(
      SIGN_IN_WINDOW_MESSAGES.aboutAMinute,
    );
  });

  it('says 20 seconds are left from then on, also after the window ended', () => {
    expect(signInWindowMessage(startedAtMs, at(160))).toBe(SIGN_IN_WINDOW_MESSAGES.twentySeconds);
    expect(signInWindowMessage(startedAtMs, at(179))).toBe(SIGN_IN_WINDOW_MESSAGES.twentySeconds);
    expect(signInWindowMessage(startedAtMs, at(600))).toBe(SIGN_IN_WINDOW_MESSAGES.twentySeconds);
  });

  it('wakes only when the message changes: at 60 s left, at 20 s left, then never', () => {
    expect(msUntilNextSignInWindowMessage(startedAtMs, at(0))).toBe(120_000);
    expect(msUntilNextSignInWindowMessage(startedAtMs, at(100))).toBe(20_000);
    expect(msUntilNextSignInWindowMessage(startedAtMs, at(120))).toBe(40_000);
    expect(msUntilNextSignInWindowMessage(startedAtMs, at(150))).toBe(10_000);
    expect(msUntilNextSignInWindowMessage(startedAtMs, at(160))).toBeNull();
    expect(msUntilNextSignInWindowMessage(startedAtMs, at(900))).toBeNull();
  });

  it('counts from a challenge that arrived in the future as a full window', () => {
    expect(remainingSignInTimeInMs(startedAtMs, at(-5))).toBe(185_000);
    expect(signInWindowMessage(startedAtMs, at(-5))).toBeNull();
  });
});
