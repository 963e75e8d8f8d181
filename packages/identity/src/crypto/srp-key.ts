import { createHmac } from 'node:crypto';
import { hashHexToBigInt, padHex } from './srp-group.js';

const HKDF_INFO = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);

/** u = H(padHex(A) ‖ padHex(B)). */
export function scramblingParameter(publicA: bigint, publicB: bigint): bigint {
  return hashHexToBigInt(padHex(publicA) + padHex(publicB));
}

/** One-block HKDF-SHA256 keyed by u over S, cut to 16 bytes, as Amplify's getHkdfKey. */
export function derivePasswordKey(sharedSecret: bigint, scrambling: bigint): Buffer {
  const pseudoRandomKey = createHmac('sha256', bytesFromPadded(scrambling))
    .update(bytesFromPadded(sharedSecret))
    .digest();
  return createHmac('sha256', pseudoRandomKey).update(HKDF_INFO).digest().subarray(0, 16);
}

function bytesFromPadded(value: bigint): Buffer {
  return Buffer.from(padHex(value), 'hex');
}
