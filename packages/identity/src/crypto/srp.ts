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
  isAcceptableClientPublicA,
} from './srp-group.js';
import { passwordKeyFor } from './srp-password-claim.js';

export { isAcceptableClientPublicA } from './srp-group.js';

export { formatSrpTimestamp, parseSrpTimestamp } from './srp-timestamp.js';

/** SRP-6a exactly as Cognito and aws-amplify compute it; see docs/decisions/008-srp-parameters-with-a-256-bit-server-secret.md. */
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
 * See docs/decisions/008-srp-parameters-with-a-256-bit-server-secret.md.
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

/** The server's half of the key exchange before the user is known: a fresh 256-bit b and g^b. */
export interface ServerKey {
  secretBHex: string;
  serverKeyHex: string;
}

export function createServerKey(): ServerKey {
  for (;;) {
    const secretB = bigIntFromBytes(randomBytes(SECRET_B_BYTES));
    if (secretB !== 0n) {
      return {
        secretBHex: secretB.toString(16),
        serverKeyHex: modPowN(SRP_G, secretB).toString(16),
      };
    }
  }
}

/**
 * B = (k·v + g^b) mod N for the user's verifier: no exponentiation, so a sign-in can make g^b
 * while its user is still being looked up, and B can be recomputed from the stored g^b. Null
 * for B ≡ 0 (probability 2^-3072; the client would refuse it) or input that is not hex.
 */
export function publicBFor(serverKeyHex: string, verifierHex: string): string | null {
  const serverKey = parseHex(serverKeyHex);
  const verifier = parseHex(verifierHex);
  if (serverKey === null || verifier === null) return null;
  const publicB = (SRP_K * verifier + serverKey) % SRP_N;
  return publicB === 0n ? null : publicB.toString(16);
}

/** B = (k·v + g^b) mod N with a fresh 256-bit b; B is never 0 (the client would refuse it). */
export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  if (parseHex(verifierHex) === null) throw new TypeError('verifier must be hexadecimal');
  for (;;) {
    const key = createServerKey();
    const publicBHex = publicBFor(key.serverKeyHex, verifierHex);
    if (publicBHex !== null) return { secretBHex: key.secretBHex, publicBHex };
  }
}

export { verifyClaimSignature, verifyPasswordClaim } from './srp-password-claim.js';

/** What InitiateAuth sends (B) and what the answer to it must be signed with (K). */
export interface PasswordChallenge {
  publicBHex: string;
  passwordKeyBase64: string;
}

/**
 * The server's whole share of one SRP sign-in, made with the challenge: a fresh b,
 * B = k·v + g^b, u = H(A, B), S = (A·v^u)^b and K = HKDF(S, u). The answer then needs no
 * exponentiation, only verifyClaimSignature. Throws for an A the caller should have refused.
 */
export function createPasswordChallenge(
  clientPublicAHex: string,
  verifierHex: string,
): PasswordChallenge {
  if (!isAcceptableClientPublicA(clientPublicAHex)) throw new TypeError('SRP_A is not valid');
  for (;;) {
    const server = createServerEphemeral(verifierHex);
    const key = passwordKeyFor(clientPublicAHex, verifierHex, server);
    // Null only for u = 0 (probability 2^-256): draw another b.
    if (key) return { publicBHex: server.publicBHex, passwordKeyBase64: key.toString('base64') };
  }
}
