import { describe, expect, it } from 'vitest';
import {
  generateNumericCode,
  generateOpaqueToken,
  sha256Hex,
  timingSafeEqualText,
} from './random.js';

describe('random values', () => {
  it('makes six-digit codes by default, keeping leading zeros', () => {
    const codes = Array.from({ length: 2000 }, () => generateNumericCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    expect(generateNumericCode(8)).toMatch(/^\d{8}$/);
    expect(() => generateNumericCode(0)).toThrow(RangeError);
    expect(() => generateNumericCode(2.5)).toThrow(RangeError);
  });

  it('makes base64url opaque tokens of the requested entropy', () => {
    const token = generateOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateOpaqueToken(48)).toHaveLength(64);
    expect(generateOpaqueToken()).not.toBe(token);
  });

  it('hashes with SHA-256', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('compares texts of any length', () => {
    expect(timingSafeEqualText('same', 'same')).toBe(true);
    expect(timingSafeEqualText('same', 'Same')).toBe(false);
    expect(timingSafeEqualText('short', 'longer text')).toBe(false);
    expect(timingSafeEqualText('', '')).toBe(true);
  });
});
