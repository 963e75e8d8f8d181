import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { findTotpStep, generateTotpSecret, totpCodeAt } from './totp.js';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_SHA1_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_SHA1_VECTORS)('matches RFC 6238 at T=%i', (seconds, eightDigits) => {
    const rfcTotp = new TOTP({ secret: Secret.fromBase32(RFC_SECRET), digits: 8, period: 30 });
    expect(rfcTotp.generate({ timestamp: seconds * 1000 })).toBe(eightDigits);
    // Six digits are the same HOTP value mod 10^6, i.e. the last six of the eight.
    expect(totpCodeAt(RFC_SECRET, seconds * 1000)).toBe(eightDigits.slice(2));
    expect(findTotpStep(RFC_SECRET, eightDigits.slice(2), seconds * 1000)).toBe(
      Math.floor(seconds / 30),
    );
  });

  it('accepts codes one step either side and refuses two steps away', () => {
    const secret = generateTotpSecret();
    const nowMs = 1_750_000_000_000;
    const step = Math.floor(nowMs / 30_000);
    for (const offset of [-1, 0, 1]) {
      const code = totpCodeAt(secret, nowMs + offset * 30_000);
      expect(findTotpStep(secret, code, nowMs)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      const code = totpCodeAt(secret, nowMs + offset * 30_000);
      expect(findTotpStep(secret, code, nowMs)).toBeNull();
      expect(findTotpStep(secret, code, nowMs, 2)).toBe(step + offset);
    }
  });

  it('refuses malformed codes and secrets', () => {
    const secret = generateTotpSecret();
    const code = totpCodeAt(secret, 0);
    for (const bad of ['', '12345', '1234567', 'abcdef', ` ${code}`, `${code}\n`]) {
      expect(findTotpStep(secret, bad, 0)).toBeNull();
    }
    expect(findTotpStep('not base32 !', code, 0)).toBeNull();
  });

  it('generates 256-bit base32 secrets without padding', () => {
    const secrets = new Set(Array.from({ length: 20 }, generateTotpSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Z2-7]{52}$/);
      expect(Secret.fromBase32(secret).bytes.length).toBe(32);
    }
  });
});
