import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bigIntFromBytes, modPowN, padHex, SRP_N } from './srp-group.js';

function referenceModPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let square = ((base % SRP_N) + SRP_N) % SRP_N;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % SRP_N;
    square = (square * square) % SRP_N;
  }
  return result;
}

describe('padHex', () => {
  it('pads like Java BigInteger.toByteArray, not to the length of N', () => {
    expect(padHex(0n)).toBe('00');
    expect(padHex(2n)).toBe('02');
    expect(padHex(0x14n)).toBe('14');
    expect(padHex(0xecn)).toBe('00ec');
    expect(padHex(0xc8n)).toBe('00c8');
    expect(padHex(0xabcn)).toBe('0abc');
    expect(padHex(0x8abcn)).toBe('008abc');
    expect(padHex(SRP_N).length).toBe(770);
  });
});

describe('modPowN through OpenSSL', () => {
  it('matches square-and-multiply for random bases and exponents, leading zeros included', () => {
    for (let round = 0; round < 3; round++) {
      const base = bigIntFromBytes(randomBytes(384)) % SRP_N;
      // A small base makes results with leading zero bytes likely enough to matter.
      const smallBase = BigInt(round + 3);
      const exponent = bigIntFromBytes(randomBytes(32));
      expect(modPowN(base, exponent)).toBe(referenceModPow(base, exponent));
      expect(modPowN(smallBase, exponent)).toBe(referenceModPow(smallBase, exponent));
      expect(modPowN(2n, exponent)).toBe(referenceModPow(2n, exponent));
    }
  });

  it('answers the bases and exponents OpenSSL refuses', () => {
    expect(modPowN(12345n, 0n)).toBe(1n);
    expect(modPowN(0n, 5n)).toBe(0n);
    expect(modPowN(SRP_N, 5n)).toBe(0n);
    expect(modPowN(1n, 5n)).toBe(1n);
    expect(modPowN(SRP_N - 1n, 5n)).toBe(SRP_N - 1n);
    expect(modPowN(SRP_N - 1n, 6n)).toBe(1n);
    expect(modPowN(SRP_N + 3n, 7n)).toBe(referenceModPow(3n, 7n));
    expect(() => modPowN(3n, -1n)).toThrow(RangeError);
  });
});
