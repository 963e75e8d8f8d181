import {
  AdminGetDeviceCommand,
  AdminListDevicesCommand,
  AdminUpdateDeviceStatusCommand,
  ChangePasswordCommand,
  ConfirmDeviceCommand,
  CreateUserPoolClientCommand,
  ForgetDeviceCommand,
  GetDeviceCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ListDevicesCommand,
  RespondToAuthChallengeCommand,
  UpdateDeviceStatusCommand,
  UpdateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { padHex, SRP_N } from '../src/crypto/srp-group.js';
import { devicesPerUser } from '../src/services/devices.js';
import { uniqueUser } from './harness.js';
import { createPoolFor, describePoolFor } from './pool-fixtures.js';
import { answerTotpChallenge, errorOf, useOffsetClock, useSdkHarness } from './sdk-fixtures.js';
import {
  answerDeviceSrp,
  confirmAndRemember,
  passwordStart,
  personWithAuthenticator,
  signInAndRememberDevice,
} from './device-fixtures.js';

const clock = useOffsetClock();
const env = useSdkHarness({ clock });
const doesNotExist = { name: 'ResourceNotFoundException', message: 'Device does not exist.' };

async function rememberedUser() {
  const { person, authenticator } = await personWithAuthenticator(env, clock.nowInMs);
  return { person, authenticator, ...(await signInAndRememberDevice(env, person, authenticator)) };
}

describe('device tracking: the pool setting', () => {
  it("the default pool remembers devices on the user's say and lets them stand in for MFA", async () => {
    const pool = await describePoolFor(env, env.poolId);
    expect(pool.DeviceConfiguration).toEqual({
      ChallengeRequiredOnNewDevice: true,
      DeviceOnlyRememberedOnUserPrompt: true,
    });
  });

  it('CreateUserPool and UpdateUserPool set DeviceConfiguration; a pool without one has none', async () => {
    const plain = await createPoolFor(env);
    expect((await describePoolFor(env, plain)).DeviceConfiguration).toBeUndefined();
    const tracked = await createPoolFor(env, {
      DeviceConfiguration: {
        ChallengeRequiredOnNewDevice: false,
        DeviceOnlyRememberedOnUserPrompt: false,
      },
    });
    expect((await describePoolFor(env, tracked)).DeviceConfiguration).toEqual({
      ChallengeRequiredOnNewDevice: false,
      DeviceOnlyRememberedOnUserPrompt: false,
    });
    await env.sdk.send(
      new UpdateUserPoolCommand({
        UserPoolId: plain,
        DeviceConfiguration: { DeviceOnlyRememberedOnUserPrompt: true },
      }),
    );
    expect((await describePoolFor(env, plain)).DeviceConfiguration).toEqual({
      DeviceOnlyRememberedOnUserPrompt: true,
    });
  });
});

describe('device tracking: security rules', () => {
  it('a remembered device signs in by device SRP in place of the authenticator code', async () => {
    const { person, device } = await rememberedUser();
    const start = await passwordStart(env, person, device.deviceKey);
    expect(start.ChallengeName).toBe('DEVICE_SRP_AUTH');
    const done = await answerDeviceSrp(env, person.username, start.Session, device);
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
    expect(done.AuthenticationResult?.NewDeviceMetadata).toBeUndefined();
  });

  it('a device verifier is per device: another random password is refused', async () => {
    const { person, device } = await rememberedUser();
    const start = await passwordStart(env, person, device.deviceKey);
    const wrong = { ...device, randomPassword: 'not the random password' };
    expect(await errorOf(answerDeviceSrp(env, person.username, start.Session, wrong))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it("a device key of another user gets nothing, and that user's device is unchanged", async () => {
    const owner = await rememberedUser();
    const other = await rememberedUser();
    const key = owner.device.deviceKey;
    // Signing in as the other user with the owner's key: no device, no skipped MFA.
    expect(await errorOf(passwordStart(env, other.person, key))).toEqual(doesNotExist);
    const token = { AccessToken: other.tokens.AccessToken, DeviceKey: key };
    expect(await errorOf(env.sdk.send(new GetDeviceCommand(token)))).toEqual(doesNotExist);
    expect(await errorOf(env.sdk.send(new ForgetDeviceCommand(token)))).toEqual(doesNotExist);
    expect(
      await errorOf(
        env.sdk.send(
          new UpdateDeviceStatusCommand({ ...token, DeviceRememberedStatus: 'not_remembered' }),
        ),
      ),
    ).toEqual(doesNotExist);
    expect(
      await errorOf(
        env.sdk.send(
          new ConfirmDeviceCommand({
            ...token,
            DeviceSecretVerifierConfig: { PasswordVerifier: 'AQID', Salt: 'AQID' },
          }),
        ),
      ),
    ).toEqual(doesNotExist);
    expect(
      await errorOf(
        env.sdk.send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: env.clientId,
            RefreshToken: other.tokens.RefreshToken,
            DeviceKey: key,
          }),
        ),
      ),
    ).toEqual({ name: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    const { Device } = await env.sdk.send(
      new AdminGetDeviceCommand({
        UserPoolId: env.poolId,
        Username: owner.person.username,
        DeviceKey: key,
      }),
    );
    expect(Device?.DeviceAttributes).toContainEqual({
      Name: 'dev:device_remembered_status',
      Value: 'remembered',
    });
    const start = await passwordStart(env, owner.person, key);
    expect(start.ChallengeName).toBe('DEVICE_SRP_AUTH');
  });

  it('a forgotten device asks for the authenticator again and its sign-ins end', async () => {
    const { person, device, tokens } = await rememberedUser();
    await env.sdk.send(
      new ForgetDeviceCommand({ AccessToken: tokens.AccessToken, DeviceKey: device.deviceKey }),
    );
    expect(await errorOf(passwordStart(env, person, device.deviceKey))).toEqual(doesNotExist);
    expect((await passwordStart(env, person)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(
      await errorOf(
        env.sdk.send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: env.clientId,
            RefreshToken: tokens.RefreshToken,
            DeviceKey: device.deviceKey,
          }),
        ),
      ),
    ).toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('REFRESH_TOKEN_AUTH names the device; another device key is refused', async () => {
    const { tokens, device } = await rememberedUser();
    const refresh = (key: string) =>
      env.sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: env.clientId,
          AuthParameters: { REFRESH_TOKEN: String(tokens.RefreshToken), DEVICE_KEY: key },
        }),
      );
    expect((await refresh(device.deviceKey)).AuthenticationResult?.AccessToken).toBeDefined();
    expect(await errorOf(refresh('us-east-1_00000000-0000-4000-8000-000000000000'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
  });

  it('an administrator may set a device not remembered; it is then asked for the code', async () => {
    const { person, device } = await rememberedUser();
    await env.sdk.send(
      new AdminUpdateDeviceStatusCommand({
        UserPoolId: env.poolId,
        Username: person.username,
        DeviceKey: device.deviceKey,
        DeviceRememberedStatus: 'not_remembered',
      }),
    );
    expect((await passwordStart(env, person, device.deviceKey)).ChallengeName).toBe(
      'SOFTWARE_TOKEN_MFA',
    );
  });

  it('a not-remembered device is asked for the authenticator code', async () => {
    const { person, authenticator } = await personWithAuthenticator(env, clock.nowInMs);
    const start = await passwordStart(env, person);
    const done = await answerTotpChallenge(env.sdk, env.clientId, {
      session: start.Session,
      username: person.username,
      code: authenticator.nextCode(),
    });
    if (!done.AuthenticationResult) throw new Error('no tokens');
    const device = await confirmAndRemember(env, done.AuthenticationResult, false);
    expect((await passwordStart(env, person, device.deviceKey)).ChallengeName).toBe(
      'SOFTWARE_TOKEN_MFA',
    );
  });

  it('device SRP refuses SRP_A ≡ 0 (mod N) and the session stays usable', async () => {
    const { person, device } = await rememberedUser();
    const start = await passwordStart(env, person, device.deviceKey);
    for (const srpA of ['0', padHex(SRP_N), padHex(2n * SRP_N)]) {
      const refused = await errorOf(
        env.sdk.send(
          new RespondToAuthChallengeCommand({
            ClientId: env.clientId,
            ChallengeName: 'DEVICE_SRP_AUTH',
            Session: start.Session,
            ChallengeResponses: {
              USERNAME: person.username,
              SRP_A: srpA,
              DEVICE_KEY: device.deviceKey,
            },
          }),
        ),
      );
      expect(refused).toEqual({
        name: 'InvalidParameterException',
        message: 'SRP_A is not valid.',
      });
    }
    const done = await answerDeviceSrp(env, person.username, start.Session, device);
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('global sign-out and a password change keep the devices, as Cognito documents no other', async () => {
    const { person, device, tokens } = await rememberedUser();
    await env.sdk.send(
      new ChangePasswordCommand({
        AccessToken: tokens.AccessToken,
        PreviousPassword: person.password,
        ProposedPassword: 'Another-Horse-2',
      }),
    );
    await env.sdk.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    const changed = { ...person, password: 'Another-Horse-2' };
    const start = await passwordStart(env, changed, device.deviceKey);
    expect(start.ChallengeName).toBe('DEVICE_SRP_AUTH');
    const done = await answerDeviceSrp(env, person.username, start.Session, device);
    expect(done.AuthenticationResult).toBeDefined();
  });

  it(`a user keeps at most ${devicesPerUser} devices; a new one beyond forgets the least recently used`, async () => {
    const poolId = await createPoolFor(env, {
      DeviceConfiguration: {
        ChallengeRequiredOnNewDevice: true,
        DeviceOnlyRememberedOnUserPrompt: false,
      },
    });
    const client = await env.sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: 'devices',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const ClientId = String(client.UserPoolClient?.ClientId);
    const person = uniqueUser('manydevices');
    await env.harness.identity.seedUsers([person], poolId);
    const keys: string[] = [];
    for (let index = 0; index <= devicesPerUser; index += 1) {
      clock.advanceBy(1_000);
      const signedIn = await env.sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId,
          AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
        }),
      );
      const metadata = signedIn.AuthenticationResult?.NewDeviceMetadata;
      // Any verifier confirms a device; the count is what is tested, not the device's SRP.
      await env.sdk.send(
        new ConfirmDeviceCommand({
          AccessToken: signedIn.AuthenticationResult?.AccessToken,
          DeviceKey: metadata?.DeviceKey,
          DeviceSecretVerifierConfig: { PasswordVerifier: 'AQID', Salt: 'AQID' },
        }),
      );
      keys.push(String(metadata?.DeviceKey));
    }
    const listed: string[] = [];
    let PaginationToken: string | undefined;
    do {
      const page = await env.sdk.send(
        new AdminListDevicesCommand({
          UserPoolId: poolId,
          Username: person.username,
          Limit: 60,
          PaginationToken,
        }),
      );
      listed.push(...(page.Devices ?? []).map((device) => String(device.DeviceKey)));
      PaginationToken = page.PaginationToken;
    } while (PaginationToken);
    expect(listed).toHaveLength(devicesPerUser);
    expect(listed).not.toContain(keys[0]);
    expect(listed.sort()).toEqual(keys.slice(1).sort());
  });
});

describe('device operations refuse bad input and change nothing', () => {
  it('ConfirmDevice without a usable verifier, UpdateDeviceStatus with an unknown status', async () => {
    const { person, authenticator } = await personWithAuthenticator(env, clock.nowInMs);
    const start = await passwordStart(env, person);
    const done = await answerTotpChallenge(env.sdk, env.clientId, {
      session: start.Session,
      username: person.username,
      code: authenticator.nextCode(),
    });
    const tokens = done.AuthenticationResult;
    const DeviceKey = String(tokens?.NewDeviceMetadata?.DeviceKey);
    const AccessToken = tokens?.AccessToken;
    for (const DeviceSecretVerifierConfig of [
      {},
      { Salt: 'AQID' },
      { PasswordVerifier: 'AA==', Salt: 'AQID' },
    ]) {
      expect(
        await errorOf(
          env.sdk.send(
            new ConfirmDeviceCommand({ AccessToken, DeviceKey, DeviceSecretVerifierConfig }),
          ),
        ),
      ).toMatchObject({ name: 'InvalidParameterException' });
    }
    expect(
      await errorOf(
        env.sdk.send(
          new UpdateDeviceStatusCommand({
            AccessToken,
            DeviceKey,
            DeviceRememberedStatus: 'forever' as 'remembered',
          }),
        ),
      ),
    ).toMatchObject({ name: 'InvalidParameterException' });
    expect(
      await errorOf(
        env.sdk.send(new GetDeviceCommand({ AccessToken, DeviceKey: 'no device key' })),
      ),
    ).toMatchObject({ name: 'InvalidParameterException' });
    expect(
      await errorOf(env.sdk.send(new ListDevicesCommand({ AccessToken, Limit: 61 }))),
    ).toMatchObject({ name: 'InvalidParameterException' });
    expect(
      await errorOf(env.sdk.send(new ListDevicesCommand({ AccessToken, PaginationToken: '!!' }))),
    ).toMatchObject({ name: 'InvalidParameterException' });
    // Still unconfirmed: not listed, and a good ConfirmDevice now works.
    expect((await env.sdk.send(new ListDevicesCommand({ AccessToken }))).Devices).toEqual([]);
    if (!tokens) throw new Error('no tokens');
    await confirmAndRemember(env, tokens);
    const listed = await env.sdk.send(new ListDevicesCommand({ AccessToken }));
    expect(listed.Devices?.map((device) => device.DeviceKey)).toEqual([DeviceKey]);
    expect(
      await errorOf(
        env.sdk.send(
          new ConfirmDeviceCommand({
            AccessToken,
            DeviceKey,
            DeviceSecretVerifierConfig: { PasswordVerifier: 'AQID', Salt: 'AQID' },
          }),
        ),
      ),
    ).toMatchObject({ name: 'DeviceKeyExistsException' });
  });
});
