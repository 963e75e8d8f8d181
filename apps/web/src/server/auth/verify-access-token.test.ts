import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSigningKey,
  localKeySet,
  signAccessToken,
  type SigningKey,
} from '../testing/token-fixtures';
import { createAccessTokenVerifier } from './verify-access-token';

const issuer = 'http://127.0.0.1:9/us-east-1_Test1';
const clientId = 'webclient1';
const now = new Date('2026-03-01T12:00:00Z');

let key: SigningKey;
let forger: SigningKey;

beforeAll(async () => {
  [key, forger] = await Promise.all([createSigningKey(), createSigningKey()]);
});

async function setUp() {
  const verify = createAccessTokenVerifier({
    issuer,
    clientId,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    clock: { now: () => now },
    keys: localKeySet(key),
  });
  const sign = (claims: Record<string, unknown> = {}, issuedAt = now) =>
    signAccessToken(key, { iss: issuer, client_id: clientId, ...claims }, issuedAt);
  return { verify, sign };
}

describe('createAccessTokenVerifier', () => {
  it('accepts a pool-signed access token for our client and returns sub and username', async () => {
    const { verify, sign } = await setUp();
    expect(await verify(await sign({ sub: 'sub-1', username: 'ada' }))).toEqual({
      sub: 'sub-1',
      username: 'ada',
    });
  });

  it('rejects an expired token', async () => {
    const { verify, sign } = await setUp();
    expect(await verify(await sign({}, new Date(now.getTime() - 3601_000)))).toBeNull();
  });

  it('accepts a recently expired token only when asked to, and only within the grace', async () => {
    const { verify, sign } = await setUp();
    const expired = await sign({}, new Date(now.getTime() - 5400_000));
    expect(await verify(expired, { expiredGraceInMs: 3600_000 })).not.toBeNull();
    expect(await verify(expired, { expiredGraceInMs: 60_000 })).toBeNull();
  });

  it('rejects a token signed by another key, even with the same kid', async () => {
    const { verify } = await setUp();
    const forged = await signAccessToken(forger, { iss: issuer, client_id: clientId }, now);
    expect(await verify(forged)).toBeNull();
  });

  it.each([
    ['another pool', { iss: 'http://127.0.0.1:9/us-east-1_Other' }],
    ['another client', { client_id: 'otherclient' }],
    ['an id token', { token_use: 'id' }],
    ['no username', { username: undefined }],
  ])('rejects a token from %s', async (_label, claims) => {
    const { verify, sign } = await setUp();
    expect(await verify(await sign(claims))).toBeNull();
  });

  it('rejects garbage and unsigned tokens', async () => {
    const { verify, sign } = await setUp();
    const [header, payload] = (await sign()).split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await verify('not-a-jwt')).toBeNull();
    expect(await verify(unsigned)).toBeNull();
    expect(await verify(`${header}.${payload}.AAAA`)).toBeNull();
  });
});

describe('createAccessTokenVerifier remembering verified tokens', () => {
  async function setUpCounting() {
    let current = now;
    let keyLookups = 0;
    const keySet = localKeySet(key);
    const verify = createAccessTokenVerifier({
      issuer,
      clientId,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
      clock: { now: () => current },
      keys: (header, token) => {
        keyLookups += 1;
        return keySet(header, token);
      },
    });
    const token = await signAccessToken(key, { iss: issuer, client_id: clientId }, now);
    return {
      verify,
      token,
      keyLookups: () => keyLookups,
      moveClockTo: (moment: Date) => void (current = moment),
    };
  }

  it('checks the signature of a token once, and its expiry on every call', async () => {
    const { verify, token, keyLookups, moveClockTo } = await setUpCounting();
    expect(await verify(token)).not.toBeNull();
    expect(await verify(token)).not.toBeNull();
    expect(keyLookups()).toBe(1);
    moveClockTo(new Date(now.getTime() + 3600_000));
    expect(await verify(token)).toBeNull();
    expect(await verify(token, { expiredGraceInMs: 60_000 })).not.toBeNull();
    expect(keyLookups()).toBe(1);
  });

  it('remembers only the exact token that passed, never a refused one', async () => {
    const { verify, token, keyLookups } = await setUpCounting();
    const [header, payload] = token.split('.');
    const tampered = `${header}.${payload}.AAAA`;
    expect(await verify(tampered)).toBeNull();
    expect(await verify(tampered)).toBeNull();
    expect(keyLookups()).toBe(2);
    expect(await verify(token)).not.toBeNull();
  });
});
