import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** Authenticator-app codes: RFC 6238 with the parameters every app defaults to. */
const PERIOD_IN_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
const SECRET_BYTES = 32;
const CODE_PATTERN = /^\d{6}$/;

/** RFC 4648 base32 without padding, 256 bits (RFC 4226 asks for at least 160). */
export function generateTotpSecret(): string {
  return new Secret({ buffer: new Uint8Array(randomBytes(SECRET_BYTES)).buffer }).base32;
}

function totpFor(secretBase32: string): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_IN_SECONDS,
  });
}

export function timeStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / PERIOD_IN_SECONDS);
}

/**
 * The time step (counter) whose code matches, within ±window steps of now, or null. Callers keep
 * the last accepted step per user and refuse a step that is not newer, so a code works once.
 */
export function findTotpStep(
  secretBase32: string,
  code: string,
  nowMs: number,
  window = 1,
): number | null {
  if (!CODE_PATTERN.test(code) || !Number.isInteger(window) || window < 0) return null;
  let totp: TOTP;
  try {
    totp = totpFor(secretBase32);
  } catch {
    return null;
  }
  const delta = totp.validate({ token: code, timestamp: nowMs, window });
  return delta === null ? null : timeStepAt(nowMs) + delta;
}

export function totpCodeAt(secretBase32: string, nowMs: number): string {
  return totpFor(secretBase32).generate({ timestamp: nowMs });
}
