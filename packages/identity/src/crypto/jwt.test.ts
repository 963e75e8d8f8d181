import { decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKey, signJwt, toJwks, verifyJwt, type SigningKey } from './jwt.js';

const ISSUER = 'http://localhost:9229/us-east-1_SteadfastLocal';
const NOW_MS = 1_750_000_000_000;
const nowSeconds = Math.floor(NOW_MS / 1000);

describe('JWT', () => {
  let key: SigningKey;
  let otherKey: SigningKey;
  beforeAll(async () => {
    [key, otherKey] = await Promise.all([generateSigningKey(), generateSigningKey()]);
  });

  const claims = (overrides: Record<string, unknown> = {}) => ({
    sub: 'b0c5e3f2-0000-4000-8000-000000000001',
    iss: ISSUER,
    token_use: 'access',
    iat: nowSeconds,
    exp: nowSeconds + 3600,
    ...overrides,
  });

  it('signs RS256 with the kid and verifies with the key or its public JWK', async () => {
    const token = await signJwt(key, claims());
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', kid: key.kid });
    const options = { issuer: ISSUER, nowMs: NOW_MS };
    expect(await verifyJwt(token, [otherKey, key], options)).toMatchObject({ token_use: 'access' });
    expect(await verifyJwt(token, [key.publicJwk], options)).toMatchObject({ iss: ISSUER });
  });

  it('refuses another key, a forged signature, expiry, another issuer, a missing exp', async () => {
    const options = { issuer: ISSUER, nowMs: NOW_MS };
    const token = await signJwt(key, claims());
    await expect(verifyJwt(token, [otherKey], options)).rejects.toThrow();
    const forgedKey = {
      ...otherKey,
      kid: key.kid,
      publicJwk: { ...otherKey.publicJwk, kid: key.kid },
    };
    await expect(verifyJwt(await signJwt(forgedKey, claims()), [key], options)).rejects.toThrow();
    const [header, payload] = token.split('.');
    const tampered = `${header}.${payload}.${token.split('.')[2]?.slice(0, -4)}AAAA`;
    await expect(verifyJwt(tampered, [key], options)).rejects.toThrow();
    await expect(
      verifyJwt(token, [key], { issuer: ISSUER, nowMs: NOW_MS + 3601 * 1000 }),
    ).rejects.toThrow(/exp/);
    await expect(verifyJwt(token, [key], { issuer: 'http://evil', nowMs: NOW_MS })).rejects.toThrow(
      /iss/,
    );
    const noExpiry = await signJwt(key, claims({ exp: undefined }));
    await expect(verifyJwt(noExpiry, [key], options)).rejects.toThrow(/exp/);
  });

  it('publishes only public members in the JWKS', () => {
    const jwks = toJwks([key, otherKey]);
    expect(jwks.keys).toHaveLength(2);
    for (const jwk of jwks.keys) {
      expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
      expect(jwk).toMatchObject({ alg: 'RS256', use: 'sig', kty: 'RSA' });
    }
    expect(jwks.keys[0]?.kid).toBe(key.kid);
    expect(key.kid).not.toBe(otherKey.kid);
    expect(key.privateJwk.d).toBeDefined();
    expect(JSON.stringify(jwks)).not.toContain(String(key.privateJwk.d));
  });
});
