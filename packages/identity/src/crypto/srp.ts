import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  SRP_G,
  SRP_K,
  SRP_N,
  bigIntFromBytes,
  hashHexToBigInt,
  modPowN,
  padHex,
  parseHex,
} from './srp-group.js';

export { isAcceptableClientPublicA } from './srp-group.js';

export { formatSrpTimestamp, parseSrpTimestamp } from './srp-timestamp.js';

/** SRP-6a exactly as Cognito and aws-amplify compute it; see docs/decisions/001-srp-parameters.md. */
export interface PasswordVerifier {
  saltHex: string;
  verifierHex: string;
}

export interface ServerEphemeral {
  secretBHex: string;
  publicBHex: string;
}

const SALT_BYTES = 16;
/**
 * 256 bits: twice the 128-bit security level of the 3072-bit group, which is what an exponent
 * needs (NIST SP 800-57, RFC 3526 §8); a longer b costs more and buys nothing.
 * See docs/decisions/001-srp-parameters.md.
 */
export const SECRET_B_BYTES = 32;

function passwordExponent(poolName: string, username: string, password: string, saltHex: string) {
  const salt = parseHex(saltHex);
  if (salt === null) throw new TypeError('salt must be hexadecimal');
  const identityHash = createHash('sha256')
    .update(`${poolName}${username}:${password}`, 'utf8')
    .digest('hex');
  return hashHexToBigInt(padHex(salt) + identityHash);
}

export function createPasswordVerifier(
  poolName: string,
  username: string,
  password: string,
  saltHex: string = randomBytes(SALT_BYTES).toString('hex'),
): PasswordVerifier {
  const x = passwordExponent(poolName, username, password, saltHex);
  return { saltHex, verifierHex: modPowN(SRP_G, x).toString(16) };
}

/** For USER_PASSWORD_AUTH, where the server sees the password itself. */
export function verifyPasswordAgainstVerifier(
  poolName: string,
  username: string,
  password: string,
  verifier: PasswordVerifier,
): boolean {
  const stored = parseHex(verifier.verifierHex);
  if (stored === null) return false;
  const candidate = createPasswordVerifier(poolName, username, password, verifier.saltHex);
  const expected = Buffer.from(padHex(stored), 'hex');
  const actual = Buffer.from(padHex(BigInt(`0x${candidate.verifierHex}`)), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** B = (k·v + g^b) mod N with a fresh 256-bit b; B is never 0 (the client would refuse it). */
export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const verifier = parseHex(verifierHex);
  if (verifier === null) throw new TypeError('verifier must be hexadecimal');
  for (;;) {
    const secretB = bigIntFromBytes(randomBytes(SECRET_B_BYTES));
    const publicB = (SRP_K * verifier + modPowN(SRP_G, secretB)) % SRP_N;
    if (secretB !== 0n && publicB !== 0n) {
      return { secretBHex: secretB.toString(16), publicBHex: publicB.toString(16) };
    }
  }
}

export { verifyPasswordClaim } from './srp-password-claim.js';
