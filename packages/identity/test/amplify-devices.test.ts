import {
  AdminForgetDeviceCommand,
  AdminListDevicesCommand,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  fetchDevices,
  forgetDevice,
  rememberDevice,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { defaultStorage } from 'aws-amplify/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticator, uniqueUser } from './harness.js';
import { errorOf, useSdkHarness, useOffsetClock } from './sdk-fixtures.js';

/**
 * "Remember this device" end to end with the real aws-amplify: Amplify confirms the device it
 * is given at sign-in (getNewDeviceMetadata), rememberDevice() marks it, and the next sign-in
 * answers DEVICE_SRP_AUTH in place of the authenticator code. Amplify names the device from
 * `navigator`, which Node 20 lacks; a browser's is given here for the file's tests.
 */
const clock = useOffsetClock();
const env = useSdkHarness({ clock, srpWorkers: 2 });
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const hadNavigator = 'navigator' in globalThis;

beforeAll(() => {
  if (!hadNavigator) {
    Object.defineProperty(globalThis, 'navigator', {
      value: { userAgent },
      configurable: true,
    });
  }
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: env.poolId,
        userPoolClientId: env.clientId,
        userPoolEndpoint: env.harness.identity.url,
      },
    },
  });
});

afterAll(() => {
  if (!hadNavigator) Reflect.deleteProperty(globalThis, 'navigator');
});

type Flow = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';

/** A user with an authenticator, seeded through the API's store; signed out of Amplify. */
async function personWithAuthenticator() {
  const person = uniqueUser('device');
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  await env.harness.identity.seedUsers([{ ...person, totpSecret: secret }]);
  return { person, authenticator: createAuthenticator(secret, clock.nowInMs) };
}

async function signInStep(person: { username: string; password: string }, flow: Flow) {
  await signOut();
  const result = await signIn({
    username: person.username,
    password: person.password,
    options: { authFlowType: flow },
  });
  return result.nextStep.signInStep;
}

async function storedDeviceKey(username: string) {
  return defaultStorage.getItem(
    `CognitoIdentityServiceProvider.${env.clientId}.${username}.deviceKey`,
  );
}

describe.each<Flow>(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'])('remembered devices (%s)', (flow) => {
  it('asks for the authenticator until the device is remembered, then no more', async () => {
    const { person, authenticator } = await personWithAuthenticator();
    expect(await signInStep(person, flow)).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const done = await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    expect(done.nextStep.signInStep).toBe('DONE');
    // Confirmed (Amplify stored its key) but not remembered: the pool asks the user first.
    expect(await storedDeviceKey(person.username)).toMatch(/^us-east-1_[0-9a-f-]+$/);
    expect(await signInStep(person, flow)).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await confirmSignIn({ challengeResponse: authenticator.nextCode() });

    await rememberDevice();
    expect(await signInStep(person, flow)).toBe('DONE');
    const [device] = await fetchDevices();
    expect(device?.name).toBe(userAgent);
    expect(device?.attributes['dev:device_remembered_status']).toBe('remembered');
    expect(device?.id).toBe(await storedDeviceKey(person.username));
  });

  it('asks for the authenticator again once the device is forgotten', async () => {
    const { person, authenticator } = await personWithAuthenticator();
    await signInStep(person, flow);
    await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    await rememberDevice();
    expect(await signInStep(person, flow)).toBe('DONE');

    await forgetDevice();
    expect(await storedDeviceKey(person.username)).toBeNull();
    expect(await signInStep(person, flow)).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    expect(await fetchDevices()).toHaveLength(1);
  });

  it('answers "Device does not exist." for a device forgotten elsewhere; Amplify signs in again', async () => {
    const { person, authenticator } = await personWithAuthenticator();
    await signInStep(person, flow);
    await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    await rememberDevice();
    const deviceKey = String(await storedDeviceKey(person.username));
    await env.sdk.send(
      new AdminForgetDeviceCommand({
        UserPoolId: env.poolId,
        Username: person.username,
        DeviceKey: deviceKey,
      }),
    );
    // Amplify's retry drops its device and signs in without one: the code is asked again.
    expect(await signInStep(person, flow)).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    const newKey = await storedDeviceKey(person.username);
    expect(newKey).not.toBe(deviceKey);
    expect(newKey).toMatch(/^us-east-1_/);
  });
});

describe('refresh on a remembered device', () => {
  it('refreshes naming the device, and refuses another device or none', async () => {
    const { person, authenticator } = await personWithAuthenticator();
    await signInStep(person, 'USER_SRP_AUTH');
    await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    await rememberDevice();
    expect(await signInStep(person, 'USER_SRP_AUTH')).toBe('DONE');
    const before = await fetchAuthSession();
    clock.advanceBy(1_000);
    const after = await fetchAuthSession({ forceRefresh: true });
    expect(after.tokens?.accessToken.toString()).not.toBe(before.tokens?.accessToken.toString());

    const prefix = `CognitoIdentityServiceProvider.${env.clientId}.${person.username}`;
    const RefreshToken = String(await defaultStorage.getItem(`${prefix}.refreshToken`));
    const DeviceKey = String(await storedDeviceKey(person.username));
    const refresh = (key?: string) =>
      env.sdk.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: env.clientId,
          RefreshToken,
          ...(key && { DeviceKey: key }),
        }),
      );
    await expect(refresh(DeviceKey)).resolves.toMatchObject({
      AuthenticationResult: { TokenType: 'Bearer' },
    });
    const invalid = { name: 'NotAuthorizedException', message: 'Invalid Refresh Token' };
    expect(await errorOf(refresh())).toEqual(invalid);
    expect(await errorOf(refresh('us-east-1_00000000-0000-0000-0000-000000000000'))).toEqual(
      invalid,
    );

    const listed = await env.sdk.send(
      new AdminListDevicesCommand({ UserPoolId: env.poolId, Username: person.username }),
    );
    expect(listed.Devices?.map((device) => device.DeviceKey)).toEqual([DeviceKey]);
  });
});
