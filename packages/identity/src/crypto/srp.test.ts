import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { amplifySrp, answerPasswordVerifier } from './amplify-srp-client.fixture.js';
import {
  createPasswordChallenge,
  createPasswordVerifier,
  createServerEphemeral,
  isAcceptableClientPublicA,
  verifyClaimSignature,
  verifyPasswordAgainstVerifier,
  verifyPasswordClaim,
  type ServerEphemeral,
} from './srp.js';
import { modPowN, SRP_K, SRP_N } from './srp-group.js';

const POOL_NAME = 'SteadfastLocal';
const PASSWORDS = [
  'Correct-horse-9',
  'P@ssw0rd!',
  'Ünïcödé-Pässwörd-1',
  '密码Password#2',
  'emoji 🔐 Secret 3!',
  'short1A!',
  'a'.repeat(200) + 'B1!',
  ' spaces  inside 4 ',
  'Ωμέγα-Σίγμα-5$',
  'tab\tand\nnewline6X',
  'кириллица-7Y?',
  'quote"and\'8Z',
];

/**
 * One InitiateAuth + PASSWORD_VERIFIER round: our server half (`serverB` makes B from A and the
 * verifier) against Amplify's client half, answering with `typedPassword`.
 */
async function amplifyRound(
  username: string,
  storedPassword: string,
  typedPassword: string,
  serverB: (clientPublicAHex: string, verifierHex: string) => string,
) {
  const verifier = createPasswordVerifier(POOL_NAME, username, storedPassword);
  const helper = await amplifySrp.getAuthenticationHelper(POOL_NAME);
  const clientPublicAHex = helper.A.toString(16);
  const secretBlock = randomBytes(64).toString('base64');
  const answer = await answerPasswordVerifier(helper, POOL_NAME, typedPassword, {
    SALT: verifier.saltHex,
    SRP_B: serverB(clientPublicAHex, verifier.verifierHex),
    SECRET_BLOCK: secretBlock,
    USER_ID_FOR_SRP: username,
  });
  const signed = {
    poolName: POOL_NAME,
    userIdForSrp: username,
    secretBlockBase64: answer.secretBlock,
    timestamp: answer.timestamp,
    signatureBase64: answer.signature,
  };
  return { verifier, clientPublicAHex, signed };
}

/** The round with B from createServerEphemeral, as the claim verifyPasswordClaim checks. */
async function handshake(username: string, storedPassword: string, typedPassword: string) {
  let server: ServerEphemeral | undefined;
  const round = await amplifyRound(username, storedPassword, typedPassword, (_a, verifierHex) => {
    server = createServerEphemeral(verifierHex);
    return server.publicBHex;
  });
  if (!server) throw new Error('no server ephemeral');
  const claim = {
    ...round.signed,
    verifierHex: round.verifier.verifierHex,
    clientPublicAHex: round.clientPublicAHex,
    server,
  };
  return { claim, verifier: round.verifier };
}

describe('SRP against the aws-amplify client', () => {
  it('uses the constant k that Amplify derives', async () => {
    const helper = await amplifySrp.getAuthenticationHelper(POOL_NAME);
    expect(SRP_K.toString(16)).toBe(helper.k.toString(16));
    expect(SRP_K.toString(16)).toBe(
      '538282c4354742d7cbbde2359fcf67f9f5b3a6b08791e5011b43b8a5b66d9ee6',
    );
  });

  it.each(PASSWORDS)('accepts the right password %j', async (password) => {
    const username = `user-${randomBytes(4).toString('hex')}`;
    const { claim } = await handshake(username, password, password);
    expect(verifyPasswordClaim(claim)).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const { claim } = await handshake('alice', 'Right-password-1', 'Wrong-password-1');
    expect(verifyPasswordClaim(claim)).toBe(false);
  });

  it('rejects a tampered secret block, timestamp, signature or user id', async () => {
    const { claim } = await handshake('bob', 'Right-password-1', 'Right-password-1');
    expect(verifyPasswordClaim(claim)).toBe(true);
    const otherBlock = randomBytes(64).toString('base64');
    expect(verifyPasswordClaim({ ...claim, secretBlockBase64: otherBlock })).toBe(false);
    expect(verifyPasswordClaim({ ...claim, timestamp: `${claim.timestamp} ` })).toBe(false);
    expect(verifyPasswordClaim({ ...claim, userIdForSrp: 'mallory' })).toBe(false);
    const flipped = claim.signatureBase64.startsWith('A') ? 'B' : 'A';
    expect(
      verifyPasswordClaim({ ...claim, signatureBase64: flipped + claim.signatureBase64.slice(1) }),
    ).toBe(false);
  });

  it('accepts a url-safe unpadded secret block, as Amplify decodes it leniently', async () => {
    const { claim } = await handshake('carol', 'Right-password-1', 'Right-password-1');
    const urlSafe = Buffer.from(claim.secretBlockBase64, 'base64').toString('base64url');
    const resigned = { ...claim, secretBlockBase64: urlSafe };
    expect(verifyPasswordClaim(resigned)).toBe(true);
  });

  it('refuses a client A of 0, N, 2N, above N, or not hexadecimal', async () => {
    const { claim } = await handshake('dave', 'Right-password-1', 'Right-password-1');
    for (const bad of [
      '0',
      '00',
      SRP_N.toString(16),
      (2n * SRP_N).toString(16),
      'xyz',
      '',
      '12 34',
      '1',
      '001',
      (SRP_N - 1n).toString(16),
    ]) {
      expect(isAcceptableClientPublicA(bad)).toBe(false);
      expect(verifyPasswordClaim({ ...claim, clientPublicAHex: bad })).toBe(false);
    }
    expect(isAcceptableClientPublicA((SRP_N - 2n).toString(16))).toBe(true);
    expect(isAcceptableClientPublicA('2')).toBe(true);
  });
});

describe('the challenge with its key made up front (createPasswordChallenge)', () => {
  async function answer(storedPassword: string, typedPassword: string) {
    const username = `user-${randomBytes(4).toString('hex')}`;
    let key = Buffer.alloc(0);
    const { signed } = await amplifyRound(username, storedPassword, typedPassword, (a, v) => {
      const challenge = createPasswordChallenge(a, v);
      key = Buffer.from(challenge.passwordKeyBase64, 'base64');
      return challenge.publicBHex;
    });
    return { key, signed };
  }

  it.each(PASSWORDS.slice(0, 4))(
    'verifies Amplify’s answer with the right password %j',
    async (password) => {
      const { key, signed } = await answer(password, password);
      expect(key).toHaveLength(16);
      expect(verifyClaimSignature(key, signed)).toBe(true);
    },
  );

  it('refuses a wrong password and any altered part of the answer', async () => {
    const wrong = await answer('Right-1!', 'Wrong-1!');
    expect(verifyClaimSignature(wrong.key, wrong.signed)).toBe(false);
    const { key, signed } = await answer('Right-1!', 'Right-1!');
    expect(verifyClaimSignature(key, { ...signed, userIdForSrp: 'mallory' })).toBe(false);
    expect(verifyClaimSignature(key, { ...signed, timestamp: `${signed.timestamp} ` })).toBe(false);
    const otherBlock = randomBytes(64).toString('base64');
    expect(verifyClaimSignature(key, { ...signed, secretBlockBase64: otherBlock })).toBe(false);
    expect(verifyClaimSignature(key, { ...signed, poolName: 'OtherPool' })).toBe(false);
  });

  it('makes a fresh B and key every time, and refuses an unacceptable A', async () => {
    const { verifierHex } = createPasswordVerifier(POOL_NAME, 'ivy', 'Secret-1!');
    const helper = await amplifySrp.getAuthenticationHelper(POOL_NAME);
    const first = createPasswordChallenge(helper.A.toString(16), verifierHex);
    const second = createPasswordChallenge(helper.A.toString(16), verifierHex);
    expect(second.publicBHex).not.toBe(first.publicBHex);
    expect(second.passwordKeyBase64).not.toBe(first.passwordKeyBase64);
    expect(() => createPasswordChallenge(SRP_N.toString(16), verifierHex)).toThrow();
    expect(() => createPasswordChallenge('0', verifierHex)).toThrow();
  });
});

describe('password verifiers', () => {
  it('checks a password directly (USER_PASSWORD_AUTH)', () => {
    const verifier = createPasswordVerifier(POOL_NAME, 'erin', 'Pässwörd-1!');
    expect(verifier.saltHex).toMatch(/^[0-9a-f]{32}$/);
    expect(verifyPasswordAgainstVerifier(POOL_NAME, 'erin', 'Pässwörd-1!', verifier)).toBe(true);
    expect(verifyPasswordAgainstVerifier(POOL_NAME, 'erin', 'Passwörd-1!', verifier)).toBe(false);
    expect(verifyPasswordAgainstVerifier(POOL_NAME, 'frank', 'Pässwörd-1!', verifier)).toBe(false);
    expect(verifyPasswordAgainstVerifier('OtherPool', 'erin', 'Pässwörd-1!', verifier)).toBe(false);
  });

  it('is deterministic for a given salt and differs per salt', () => {
    const first = createPasswordVerifier(POOL_NAME, 'gina', 'Secret-1!', '00ff10');
    expect(createPasswordVerifier(POOL_NAME, 'gina', 'Secret-1!', '00ff10')).toEqual(first);
    expect(createPasswordVerifier(POOL_NAME, 'gina', 'Secret-1!', '00ff11').verifierHex).not.toBe(
      first.verifierHex,
    );
  });

  it('issues a fresh non-zero B every time', () => {
    const { verifierHex } = createPasswordVerifier(POOL_NAME, 'hank', 'Secret-1!');
    const first = createServerEphemeral(verifierHex);
    const second = createServerEphemeral(verifierHex);
    expect(first.publicBHex).not.toBe(second.publicBHex);
    expect(BigInt(`0x${first.publicBHex}`) % SRP_N).not.toBe(0n);
    expect(() => createServerEphemeral('not hex')).toThrow();
  });

  it('draws a 256-bit server secret b, and B = k·v + g^b with it', () => {
    const { verifierHex } = createPasswordVerifier(POOL_NAME, 'hank', 'Secret-1!');
    const server = createServerEphemeral(verifierHex);
    const secretB = BigInt(`0x${server.secretBHex}`);
    expect(secretB > 0n && secretB < 2n ** 256n).toBe(true);
    const expected = (SRP_K * BigInt(`0x${verifierHex}`) + modPowN(2n, secretB)) % SRP_N;
    expect(server.publicBHex).toBe(expected.toString(16));
  });
});
