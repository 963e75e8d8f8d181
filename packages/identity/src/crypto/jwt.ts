import {
  calculateJwkThumbprint,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
} from 'jose';
import { createPrivateKey, sign, type JsonWebKey, type KeyObject } from 'node:crypto';

/** RS256 keys as Cognito uses them; see docs/decisions/002-token-signing-and-keys.md. */
export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

const ALGORITHM = 'RS256';
const PUBLIC_MEMBERS = ['kty', 'n', 'e'] as const;

/** RSA 2048; the kid is the RFC 7638 thumbprint, so it is stable and says nothing else. */
export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair(ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(privateJwk, 'sha256');
  return {
    kid,
    privateJwk: { ...privateJwk, kid, alg: ALGORITHM },
    publicJwk: publicPart(privateJwk, kid),
  };
}

function publicPart(jwk: JWK, kid: string): JWK {
  const result: JWK = { alg: ALGORITHM, use: 'sig', kid };
  for (const member of PUBLIC_MEMBERS) result[member] = jwk[member];
  return result;
}

type ImportedKey = Awaited<ReturnType<typeof importJWK>>;

// Importing a JWK costs more than signing or verifying with it; import each JWK object once.
const importedKeys = new WeakMap<JWK, Promise<ImportedKey>>();

function imported(jwk: JWK): Promise<ImportedKey> {
  let key = importedKeys.get(jwk);
  if (!key) {
    key = importJWK(jwk, ALGORITHM);
    importedKeys.set(jwk, key);
  }
  return key;
}

// node:crypto KeyObjects for signing, made once per JWK object.
const signingKeys = new WeakMap<JWK, KeyObject>();

function signingKeyObject(jwk: JWK): KeyObject {
  let key = signingKeys.get(jwk);
  if (!key) {
    key = createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });
    signingKeys.set(jwk, key);
  }
  return key;
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * A compact RS256 JWS. Signed with node:crypto's callback form, which runs the RSA work on
 * libuv's thread pool and holds the event loop for microseconds; WebCrypto (what jose signs
 * with) holds it for tens to hundreds of microseconds per token. Verification stays with jose.
 */
export function signJwt(key: SigningKey, claims: Record<string, unknown>): Promise<string> {
  const signingInput = `${base64url(JSON.stringify({ kid: key.kid, alg: ALGORITHM }))}.${base64url(JSON.stringify(claims))}`;
  return new Promise((resolve, reject) => {
    sign(
      'sha256',
      Buffer.from(signingInput),
      signingKeyObject(key.privateJwk),
      (error, signature) => {
        if (error) reject(error);
        else resolve(`${signingInput}.${signature.toString('base64url')}`);
      },
    );
  });
}

/** Throws on a bad signature, an unknown kid, another issuer, or a missing or past `exp`. */
export async function verifyJwt(
  token: string,
  keys: SigningKey[] | JWK[],
  options: { issuer: string; nowMs: number },
): Promise<Record<string, unknown>> {
  const publicJwks = keys.map((key): JWK => ('publicJwk' in key ? key.publicJwk : key));
  const resolveKey = (header: { kid?: string }) => {
    const match = publicJwks.find((jwk) => jwk.kid !== undefined && jwk.kid === header.kid);
    if (!match) throw new errors.JWKSNoMatchingKey();
    return imported(match);
  };
  const { payload } = await jwtVerify(token, resolveKey, {
    issuer: options.issuer,
    algorithms: [ALGORITHM],
    currentDate: new Date(options.nowMs),
    requiredClaims: ['exp'],
  });
  return payload;
}

/** The public JWKS document: never private members (d, p, q, dp, dq, qi). */
export function toJwks(keys: SigningKey[]): { keys: JWK[] } {
  return { keys: keys.map((key) => publicPart(key.publicJwk, key.kid)) };
}
