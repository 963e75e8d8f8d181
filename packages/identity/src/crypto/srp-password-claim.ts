import { createHmac } from 'node:crypto';
import { isAcceptableClientPublicA, modPowN, parseHex, SRP_N } from './srp-group.js';
import { derivePasswordKey, scramblingParameter } from './srp-key.js';
import { timingSafeEqualText } from './random.js';
import type { ServerEphemeral } from './srp.js';

export interface PasswordClaim {
  poolName: string;
  userIdForSrp: string;
  verifierHex: string;
  clientPublicAHex: string;
  server: ServerEphemeral;
  secretBlockBase64: string;
  timestamp: string;
  signatureBase64: string;
}

/**
 * Checks PASSWORD_CLAIM_SIGNATURE = HMAC(K, poolName ‖ USER_ID_FOR_SRP ‖ secretBlock ‖ TIMESTAMP)
 * with S = (A·v^u)^b mod N. Freshness of the timestamp and identity of the secret block are the
 * caller's to check; this only answers whether the client knew the password.
 */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const key = passwordKeyFor(claim.clientPublicAHex, claim.verifierHex, claim.server);
  return key !== null && verifyClaimSignature(key, claim);
}

/** The signed part of a PASSWORD_VERIFIER answer. */
export interface ClaimSignature {
  poolName: string;
  userIdForSrp: string;
  secretBlockBase64: string;
  timestamp: string;
  signatureBase64: string;
}

/** Whether the answer was signed with K, the key only a client that knew the password has. */
export function verifyClaimSignature(key: Buffer, claim: ClaimSignature): boolean {
  const expected = createHmac('sha256', key)
    .update(Buffer.from(claim.poolName, 'utf8'))
    .update(Buffer.from(claim.userIdForSrp, 'utf8'))
    .update(decodeLenientBase64(claim.secretBlockBase64))
    .update(Buffer.from(claim.timestamp, 'utf8'))
    .digest('base64');
  return timingSafeEqualText(expected, claim.signatureBase64);
}

/** K = HKDF(S, u), cut to 16 bytes; null for input that cannot make a key (bad A, u = 0). */
export function passwordKeyFor(
  clientPublicAHex: string,
  verifierHex: string,
  server: ServerEphemeral,
): Buffer | null {
  if (!isAcceptableClientPublicA(clientPublicAHex)) return null;
  const publicA = parseHex(clientPublicAHex);
  const verifier = parseHex(verifierHex);
  const secretB = parseHex(server.secretBHex);
  const publicB = parseHex(server.publicBHex);
  if (publicA === null || verifier === null || secretB === null || publicB === null) return null;
  const scrambling = scramblingParameter(publicA, publicB);
  if (scrambling === 0n) return null;
  const sharedSecret = modPowN((publicA * modPowN(verifier, scrambling)) % SRP_N, secretB);
  return derivePasswordKey(sharedSecret, scrambling);
}

/** Amplify decodes SECRET_BLOCK accepting url-safe characters and missing padding; so do we. */
function decodeLenientBase64(text: string): Buffer {
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}
