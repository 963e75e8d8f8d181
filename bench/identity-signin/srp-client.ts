import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  bigIntFromBytes,
  hashHexToBigInt,
  modPowN,
  padHex,
  SRP_G,
  SRP_K,
  SRP_N,
} from '../../packages/identity/src/crypto/srp-group.js';
import {
  derivePasswordKey,
  scramblingParameter,
} from '../../packages/identity/src/crypto/srp-key.js';
import { formatSrpTimestamp } from '../../packages/identity/src/crypto/srp-timestamp.js';

/**
 * The client half of Cognito SRP (what Amplify computes), on OpenSSL so the load generator
 * stays cheap next to the server it measures. Amplify's own client is checked against the
 * server in packages/identity/src/crypto/srp.test.ts. The client secret is 256 bits instead
 * of Amplify's 1024: the server cannot tell, and the bench spends less time on itself.
 */
const CLIENT_SECRET_BYTES = 32;

export interface ClientEphemeral {
  secretA: bigint;
  publicAHex: string;
}

export function createClientEphemeral(): ClientEphemeral {
  const secretA = bigIntFromBytes(randomBytes(CLIENT_SECRET_BYTES));
  return { secretA, publicAHex: modPowN(SRP_G, secretA).toString(16) };
}

export interface PasswordVerifierAnswer {
  poolName: string;
  userIdForSrp: string;
  password: string;
  saltHex: string;
  /** The user's verifier g^x, known to the bench because it seeded it; saves one modexp. */
  verifierHex: string;
  serverPublicBHex: string;
  secretBlock: string;
  now: Date;
}

export function answerPasswordVerifier(client: ClientEphemeral, input: PasswordVerifierAnswer) {
  const publicA = BigInt(`0x${client.publicAHex}`);
  const publicB = BigInt(`0x${input.serverPublicBHex}`);
  const scrambling = scramblingParameter(publicA, publicB);
  const identityHash = createHash('sha256')
    .update(`${input.poolName}${input.userIdForSrp}:${input.password}`, 'utf8')
    .digest('hex');
  const x = hashHexToBigInt(padHex(BigInt(`0x${input.saltHex}`)) + identityHash);
  const verifier = BigInt(`0x${input.verifierHex}`);
  const base = (((publicB - SRP_K * verifier) % SRP_N) + SRP_N) % SRP_N;
  const sharedSecret = modPowN(base, client.secretA + scrambling * x);
  const key = derivePasswordKey(sharedSecret, scrambling);
  const timestamp = formatSrpTimestamp(input.now);
  const signature = createHmac('sha256', key)
    .update(input.poolName, 'utf8')
    .update(input.userIdForSrp, 'utf8')
    .update(Buffer.from(input.secretBlock, 'base64'))
    .update(timestamp, 'utf8')
    .digest('base64');
  return { timestamp, signature };
}
