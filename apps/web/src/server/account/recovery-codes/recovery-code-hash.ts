import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's recommended interactive cost (N=2^15, r=8, p=1): about 30 ms and 32 MiB a hash. */
const COST: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export function newRecoverySalt(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored form of a normalised code under its set's salt. */
export function hashRecoveryCode(normalizedCode: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(normalizedCode, salt, KEY_LENGTH, COST, (error, key) => {
      if (error) reject(error);
      else resolve(key.toString('base64url'));
    });
  });
}

/**
 * The index of the stored hash equal to `attemptHash`, or -1. Every hash is compared in
 * constant time and none is skipped, so the answer's timing does not say which one matched.
 */
export function findMatchingHash(attemptHash: string, storedHashes: readonly string[]): number {
  const attempt = Buffer.from(attemptHash, 'base64url');
  let found = -1;
  storedHashes.forEach((stored, index) => {
    const candidate = Buffer.from(stored, 'base64url');
    const equal = candidate.length === attempt.length && timingSafeEqual(candidate, attempt);
    if (equal && found === -1) found = index;
  });
  return found;
}
