import { createDiffieHellman, createHash } from 'node:crypto';

/**
 * The SRP group Cognito and aws-amplify use: the 3072-bit MODP prime of RFC 3526 (group 15)
 * with generator 2. See docs/decisions/008-srp-parameters-with-a-256-bit-server-secret.md.
 */
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const SRP_N = BigInt(`0x${N_HEX}`);
export const SRP_G = 2n;

const PRIME_BYTES = Buffer.from(N_HEX, 'hex');
const GENERATOR_BYTES = Buffer.from([2]);

/**
 * Hex of a non-negative integer the way Java's BigInteger.toByteArray() would print it, which is
 * what Amplify hashes: even length, and a leading 00 when the top bit is set. Not padded to |N|.
 */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

export function bigIntFromBytes(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
}

export function bytesFromBigInt(value: bigint): Buffer {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 === 1 ? `0${hex}` : hex, 'hex');
}

/** SHA-256 of the bytes a hex string spells, as a bigint (Amplify's getHashFromHex). */
export function hashHexToBigInt(hex: string): bigint {
  return BigInt(`0x${createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex')}`);
}

/** k = H(padHex(N) ‖ padHex(g)); g is not padded to the length of N, unlike RFC 5054. */
export const SRP_K = hashHexToBigInt(padHex(SRP_N) + padHex(SRP_G));

/**
 * base^exponent mod N through OpenSSL, which is several times faster than BigInt arithmetic.
 * A Diffie-Hellman context over N computes g^priv (generateKeys) and peer^priv (computeSecret).
 * OpenSSL refuses peers 0, 1, N-1 and anything >= N-1, so those trivial bases are answered here.
 */
export function modPowN(base: bigint, exponent: bigint): bigint {
  const reduced = ((base % SRP_N) + SRP_N) % SRP_N;
  if (exponent < 0n) throw new RangeError('negative exponent');
  if (exponent === 0n) return 1n;
  if (reduced === 0n || reduced === 1n) return reduced;
  if (reduced === SRP_N - 1n) return exponent % 2n === 0n ? 1n : reduced;
  const context = createDiffieHellman(PRIME_BYTES, GENERATOR_BYTES);
  context.setPrivateKey(bytesFromBigInt(exponent));
  if (reduced === SRP_G) return bigIntFromBytes(context.generateKeys());
  return bigIntFromBytes(context.computeSecret(bytesFromBigInt(reduced)));
}

// Longest hex we parse: N is 768 digits; a little leading-zero slack, but no megabyte strings.
const MAX_HEX_DIGITS = 1024;
const HEX_PATTERN = /^[0-9a-fA-F]+$/;

export function parseHex(text: string): bigint | null {
  if (text.length > MAX_HEX_DIGITS || !HEX_PATTERN.test(text)) return null;
  return BigInt(`0x${text}`);
}

/**
 * SRP_A must be hexadecimal and a residue of g^a mod N: not 0 mod N (RFC 5054 §2.5.4), and
 * not 1 or N − 1 either, the two degenerate values (orders 1 and 2) that no honest client
 * sends.
 */
export function isAcceptableClientPublicA(srpAHex: string): boolean {
  const publicA = parseHex(srpAHex);
  return publicA !== null && publicA > 1n && publicA < SRP_N - 1n;
}
