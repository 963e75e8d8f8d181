import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwks: { keys: object[] };
}

/** A fresh RS256 key and its one-key JWKS, as a pool would publish it. */
export async function createSigningKey(kid = crypto.randomUUID()): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, jwks: { keys: [jwk] } };
}

export function localKeySet(key: SigningKey) {
  return createLocalJWKSet(key.jwks as Parameters<typeof createLocalJWKSet>[0]);
}

/** Signs Cognito-shaped access-token claims; `claims` overrides any of them. */
export function signAccessToken(
  key: SigningKey,
  claims: JWTPayload & { iss: string; client_id: string },
  issuedAt: Date = new Date(),
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({
    sub: 'b7d1c2e0-0000-4000-8000-000000000001',
    username: 'ada',
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: iat,
    iat,
    exp: iat + 3600,
    jti: crypto.randomUUID(),
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .sign(key.privateKey);
}
