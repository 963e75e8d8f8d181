import {
  ConfirmDeviceCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  UpdateDeviceStatusCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { AmplifyBigInteger, amplifySrp } from '../src/crypto/amplify-srp-client.fixture.js';
import { createAuthenticator, uniqueUser } from './harness.js';
import { answerTotpChallenge, type Person, type SdkHarness } from './sdk-fixtures.js';

/** What a browser keeps of a device (Amplify's deviceKey, deviceGroupKey, randomPasswordKey). */
export interface KeptDevice {
  deviceKey: string;
  groupKey: string;
  randomPassword: string;
}

const toBase64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');

/** A user of the default pool (MFA on) with an authenticator, seeded into the store. */
export async function personWithAuthenticator(env: SdkHarness, nowInMs: () => number) {
  const person = uniqueUser('device');
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  await env.harness.identity.seedUsers([{ ...person, totpSecret: secret }]);
  return { person, authenticator: createAuthenticator(secret, nowInMs) };
}

export function passwordStart(env: SdkHarness, person: Person, deviceKey?: string) {
  return env.sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: env.clientId,
      AuthParameters: {
        USERNAME: person.username,
        PASSWORD: person.password,
        ...(deviceKey && { DEVICE_KEY: deviceKey }),
      },
    }),
  );
}

/** ConfirmDevice with the verifier Amplify's getNewDeviceMetadata makes, then remembered. */
export async function confirmAndRemember(
  env: SdkHarness,
  tokens: AuthenticationResultType,
  remember = true,
): Promise<KeptDevice> {
  const metadata = tokens.NewDeviceMetadata;
  if (!metadata?.DeviceKey || !metadata.DeviceGroupKey) throw new Error('no NewDeviceMetadata');
  const helper = await amplifySrp.getAuthenticationHelper('SteadfastLocal');
  await helper.generateHashDevice(metadata.DeviceGroupKey, metadata.DeviceKey);
  await env.sdk.send(
    new ConfirmDeviceCommand({
      AccessToken: tokens.AccessToken,
      DeviceKey: metadata.DeviceKey,
      DeviceName: 'Chrome on Linux',
      DeviceSecretVerifierConfig: {
        PasswordVerifier: toBase64(helper.getVerifierDevices()),
        Salt: toBase64(helper.getSaltToHashDevices()),
      },
    }),
  );
  if (remember) {
    await env.sdk.send(
      new UpdateDeviceStatusCommand({
        AccessToken: tokens.AccessToken,
        DeviceKey: metadata.DeviceKey,
        DeviceRememberedStatus: 'remembered',
      }),
    );
  }
  return {
    deviceKey: metadata.DeviceKey,
    groupKey: metadata.DeviceGroupKey,
    randomPassword: helper.getRandomPassword(),
  };
}

/** Password, authenticator code, then the device confirmed and remembered. */
export async function signInAndRememberDevice(
  env: SdkHarness,
  person: Person,
  authenticator: { nextCode(): string },
) {
  const start = await passwordStart(env, person);
  const done = await answerTotpChallenge(env.sdk, env.clientId, {
    session: start.Session,
    username: person.username,
    code: authenticator.nextCode(),
  });
  if (!done.AuthenticationResult) throw new Error('no tokens');
  return {
    tokens: done.AuthenticationResult,
    device: await confirmAndRemember(env, done.AuthenticationResult),
  };
}

/** DEVICE_SRP_AUTH then DEVICE_PASSWORD_VERIFIER, as Amplify's handleDeviceSRPAuth answers. */
export async function answerDeviceSrp(
  env: SdkHarness,
  username: string,
  session: string | undefined,
  device: KeptDevice,
) {
  const helper = await amplifySrp.getAuthenticationHelper(device.groupKey);
  const challenge = await env.sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId: env.clientId,
      ChallengeName: 'DEVICE_SRP_AUTH',
      Session: session,
      ChallengeResponses: {
        USERNAME: username,
        SRP_A: helper.A.toString(16),
        DEVICE_KEY: device.deviceKey,
      },
    }),
  );
  const parameters = challenge.ChallengeParameters ?? {};
  const hkdf = await helper.getPasswordAuthenticationKey({
    username: device.deviceKey,
    password: device.randomPassword,
    serverBValue: new AmplifyBigInteger(parameters.SRP_B ?? '', 16),
    salt: new AmplifyBigInteger(parameters.SALT ?? '', 16),
  });
  const timestamp = amplifySrp.getNowString();
  return env.sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId: env.clientId,
      ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
      Session: challenge.Session,
      ChallengeResponses: {
        USERNAME: parameters.USERNAME ?? username,
        PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK ?? '',
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: amplifySrp.getSignatureString({
          userPoolName: device.groupKey,
          username: device.deviceKey,
          challengeParameters: parameters,
          dateNow: timestamp,
          hkdf,
        }),
        DEVICE_KEY: device.deviceKey,
      },
    }),
  );
}
