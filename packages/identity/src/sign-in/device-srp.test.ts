import { describe, expect, it } from 'vitest';
import { AmplifyBigInteger, amplifySrp } from '../crypto/amplify-srp-client.fixture.js';
import { verifyClaimSignature } from '../crypto/srp.js';
import { padHex, SRP_N } from '../crypto/srp-group.js';
import { deviceSecretFrom } from '../services/devices.js';
import { createInlineSrpEngine } from '../services/srp-engine.js';

/**
 * Known answers against Amplify's own device code: getNewDeviceMetadata's verifier, sent as
 * ConfirmDevice sends it, and handleDeviceSRPAuth's claim, checked by the server's SRP engine
 * and claim check with the group key as pool name and the device key as username.
 */
const deviceKey = 'us-east-1_0f6e3d1c-8a5b-4c2d-9e7f-123456789abc';
const groupKey = '-AbCdEfGh1';
const toBase64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');

async function amplifyDevice() {
  const helper = await amplifySrp.getAuthenticationHelper('SteadfastLocal');
  await helper.generateHashDevice(groupKey, deviceKey);
  return {
    randomPassword: helper.getRandomPassword(),
    config: {
      PasswordVerifier: toBase64(helper.getVerifierDevices()),
      Salt: toBase64(helper.getSaltToHashDevices()),
    },
  };
}

async function deviceClaim(randomPassword: string, verifierHex: string, saltHex: string) {
  const client = await amplifySrp.getAuthenticationHelper(groupKey);
  const challenge = await createInlineSrpEngine().createPasswordChallenge({
    clientPublicAHex: client.A.toString(16),
    verifierHex,
  });
  const secretBlock = Buffer.from('a device secret block').toString('base64');
  const hkdf = await client.getPasswordAuthenticationKey({
    username: deviceKey,
    password: randomPassword,
    serverBValue: new AmplifyBigInteger(challenge.publicBHex, 16),
    salt: new AmplifyBigInteger(saltHex, 16),
  });
  const timestamp = amplifySrp.getNowString();
  const signature = amplifySrp.getSignatureString({
    userPoolName: groupKey,
    username: deviceKey,
    challengeParameters: { SECRET_BLOCK: secretBlock },
    dateNow: timestamp,
    hkdf,
  });
  return {
    key: Buffer.from(challenge.passwordKeyBase64, 'base64'),
    secretBlock,
    timestamp,
    signature,
  };
}

/** What the server checks: the claim as signed for the device (its group key and device key). */
function signedAsDevice(claim: Awaited<ReturnType<typeof deviceClaim>>) {
  return {
    poolName: groupKey,
    userIdForSrp: deviceKey,
    secretBlockBase64: claim.secretBlock,
    timestamp: claim.timestamp,
    signatureBase64: claim.signature,
  };
}

describe('device SRP as Amplify computes it', () => {
  it('accepts the claim of the device whose verifier ConfirmDevice stored', async () => {
    const device = await amplifyDevice();
    const secret = deviceSecretFrom(device.config);
    if (!secret) throw new Error('verifier refused');
    const claim = await deviceClaim(device.randomPassword, secret.srpVerifier, secret.srpSalt);
    const signed = signedAsDevice(claim);
    expect(verifyClaimSignature(claim.key, signed)).toBe(true);
    // The pool name and username are the device's: the user's pool name does not verify.
    expect(verifyClaimSignature(claim.key, { ...signed, poolName: 'SteadfastLocal' })).toBe(false);
  });

  it('refuses a claim made with another random password (a verifier is per device)', async () => {
    const device = await amplifyDevice();
    const other = await amplifyDevice();
    const secret = deviceSecretFrom(device.config);
    if (!secret) throw new Error('verifier refused');
    const claim = await deviceClaim(other.randomPassword, secret.srpVerifier, secret.srpSalt);
    const signed = signedAsDevice(claim);
    expect(verifyClaimSignature(claim.key, signed)).toBe(false);
  });

  it('refuses SRP_A ≡ 0 (mod N) for a device verifier', async () => {
    const device = await amplifyDevice();
    const secret = deviceSecretFrom(device.config);
    if (!secret) throw new Error('verifier refused');
    const engine = createInlineSrpEngine();
    for (const publicA of [0n, SRP_N, 2n * SRP_N]) {
      await expect(
        engine.createPasswordChallenge({
          clientPublicAHex: padHex(publicA),
          verifierHex: secret.srpVerifier,
        }),
      ).rejects.toThrow();
    }
  });

  it('refuses a device verifier that is missing or ≡ 0 (mod N)', () => {
    const zero = Buffer.from(padHex(SRP_N), 'hex').toString('base64');
    expect(deviceSecretFrom({ PasswordVerifier: zero, Salt: 'AAEC' })).toBeNull();
    expect(deviceSecretFrom({ Salt: 'AAEC' })).toBeNull();
    expect(deviceSecretFrom({ PasswordVerifier: 'AQ==' })).toBeNull();
  });
});
