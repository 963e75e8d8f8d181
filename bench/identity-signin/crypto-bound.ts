import { randomBytes } from 'node:crypto';
import { generateSigningKey, signJwt } from '../../packages/identity/src/crypto/jwt.js';
import {
  openText,
  sealText,
  generateDataKey,
} from '../../packages/identity/src/crypto/secret-box.js';
import {
  createPasswordChallenge,
  createPasswordVerifier,
  createServerEphemeral,
  verifyClaimSignature,
  verifyPasswordClaim,
} from '../../packages/identity/src/crypto/srp.js';
import {
  findTotpStep,
  generateTotpSecret,
  totpCodeAt,
} from '../../packages/identity/src/crypto/totp.js';
import { answerPasswordVerifier, createClientEphemeral } from './srp-client.js';

export interface CryptoBound {
  serverEphemeralUs: number;
  passwordClaimUs: number;
  jwtSignUs: number;
  perSignInUs: number;
  signInsPerSecondPerCore: number;
  /** The client's half, which a complete sign-in also needs: A = g^a and its S, HKDF, HMAC. */
  clientUs: number;
  /** Server and client cryptography of one complete sign-in, per core. */
  bothHalvesPerSecondPerCore: number;
}

const POOL_NAME = 'SteadfastLocal';

/**
 * The server's cryptography for one sign-in, nothing else: the challenge (B = k·v + g^b and the
 * key from (A·v^u)^b, HKDF), sealing and opening the PASSWORD_VERIFIER session, the claim's
 * HMAC, the TOTP check (its secret sealed twice, as the MFA session carries it), and two RS256
 * signatures (ID and access token). Its inverse is what one core could reach with free HTTP and
 * a free database. B and the claim are also timed apart, as the steps were measured before. The
 * client's half is timed too: where the load generator shares the machine, a complete sign-in
 * needs both.
 */
export async function measureCryptoBound(iterations = 200): Promise<CryptoBound> {
  const password = 'Bench-password-1!';
  const verifier = createPasswordVerifier(POOL_NAME, 'bench-user', password);
  const [idKey, accessKey] = await Promise.all([generateSigningKey(), generateSigningKey()]);
  const dataKey = generateDataKey();
  const totpSecret = generateTotpSecret();
  const client = createClientEphemeral();
  const server = createServerEphemeral(verifier.verifierHex);
  const secretBlock = randomBytes(64).toString('base64');
  const answerInput = {
    poolName: POOL_NAME,
    userIdForSrp: 'bench-user',
    password,
    saltHex: verifier.saltHex,
    verifierHex: verifier.verifierHex,
    serverPublicBHex: server.publicBHex,
    secretBlock,
    now: new Date(),
  };
  const answer = answerPasswordVerifier(client, answerInput);
  const claim = {
    poolName: POOL_NAME,
    userIdForSrp: 'bench-user',
    verifierHex: verifier.verifierHex,
    clientPublicAHex: client.publicAHex,
    server,
    secretBlockBase64: secretBlock,
    timestamp: answer.timestamp,
    signatureBase64: answer.signature,
  };
  if (!verifyPasswordClaim(claim))
    throw new Error('the bench SRP client disagrees with the server');
  const claims = { sub: 'bench', iss: 'bench', exp: Math.floor(Date.now() / 1000) + 3600 };
  const time = async (work: () => unknown) => {
    for (let round = 0; round < 10; round++) await work();
    const started = performance.now();
    for (let round = 0; round < iterations; round++) await work();
    return ((performance.now() - started) / iterations) * 1000;
  };
  const serverEphemeralUs = await time(() => createServerEphemeral(verifier.verifierHex));
  const passwordClaimUs = await time(() => verifyPasswordClaim(claim));
  const jwtSignUs = await time(() => signJwt(idKey, claims));
  const code = totpCodeAt(totpSecret, Date.now());
  const sessionState = JSON.stringify({ ...claim, server: undefined, clientPublicAHex: undefined });
  const sealedTotpSecret = sealText(dataKey, totpSecret);
  const perSignInUs = await time(async () => {
    const challenge = createPasswordChallenge(client.publicAHex, verifier.verifierHex);
    openText(dataKey, sealText(dataKey, `${sessionState}${challenge.passwordKeyBase64}`));
    // Signed for another B, so false; the HMAC costs the same.
    verifyClaimSignature(Buffer.from(challenge.passwordKeyBase64, 'base64'), claim);
    const hint = openText(dataKey, sealText(dataKey, sealedTotpSecret));
    findTotpStep(openText(dataKey, hint), code, Date.now());
    await signJwt(idKey, claims);
    await signJwt(accessKey, claims);
  });
  const clientUs = await time(() =>
    answerPasswordVerifier(createClientEphemeral(), { ...answerInput, now: new Date() }),
  );
  return {
    serverEphemeralUs,
    passwordClaimUs,
    jwtSignUs,
    perSignInUs,
    signInsPerSecondPerCore: 1e6 / perSignInUs,
    clientUs,
    bothHalvesPerSecondPerCore: 1e6 / (perSignInUs + clientUs),
  };
}
