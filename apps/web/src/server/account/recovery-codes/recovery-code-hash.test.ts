import { describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_ALPHABET,
  formatRecoveryCode,
  normalizeRecoveryCode,
} from '@/features/security/security-inputs';
import { generateRecoveryCodes } from './generate-recovery-codes';
import { findMatchingHash, hashRecoveryCode, newRecoverySalt } from './recovery-code-hash';

describe('generateRecoveryCodes', () => {
  it('makes 10 different codes of 10 characters from the alphabet without look-alikes', () => {
    for (let run = 0; run < 20; run += 1) {
      const codes = generateRecoveryCodes();
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) {
        expect(code).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{10}$/);
        expect(formatRecoveryCode(code)).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      }
    }
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01ilo]/);
  });

  it('draws every letter of the alphabet over many codes', () => {
    const seen = new Set(generateRecoveryCodes(200).join(''));
    expect([...seen].sort().join('')).toBe(RECOVERY_CODE_ALPHABET);
  });
});

describe('recovery code hashing', () => {
  it('matches a code typed in another form, and nothing else', async () => {
    const salt = newRecoverySalt();
    const codes = generateRecoveryCodes(3);
    const stored = await Promise.all(codes.map((code) => hashRecoveryCode(code, salt)));
    const typed = normalizeRecoveryCode(` ${formatRecoveryCode(codes[1]!).toUpperCase()} `);
    expect(findMatchingHash(await hashRecoveryCode(typed, salt), stored)).toBe(1);
    expect(findMatchingHash(await hashRecoveryCode('zzzzzzzzzz', salt), stored)).toBe(-1);
  });

  it('stores no code in clear and depends on the salt', async () => {
    const [code] = generateRecoveryCodes(1);
    const first = await hashRecoveryCode(code!, newRecoverySalt());
    const second = await hashRecoveryCode(code!, newRecoverySalt());
    expect(first).not.toContain(code);
    expect(first).not.toBe(second);
    expect(findMatchingHash(first, [second])).toBe(-1);
  });
});
