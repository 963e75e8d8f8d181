import {
  AdminListDevicesCommand,
  ConfirmDeviceCommand,
  RespondToAuthChallengeCommand,
  UpdateDeviceStatusCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/identity-test-user';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import {
  createUserWithCodes,
  passwordSignIn,
  refusalOf,
  securityClient,
  withIdentityClient,
  type SecurityTestFixture,
} from './security-test-kit';

let environment: WebTestEnvironment;

/**
 * A sign-in with the password and a code, as from a new browser: the device it is given is
 * confirmed (any verifier: no device sign-in happens here) and, unless told, remembered.
 */
async function signInOnNewBrowser(user: TestUser, remember = true) {
  const start = await passwordSignIn(environment, user);
  return withIdentityClient(environment, async (client) => {
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: environment.identity.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: start.Session,
        ChallengeResponses: {
          USERNAME: user.username,
          SOFTWARE_TOKEN_MFA_CODE: environment.nextAuthenticatorCode(user),
        },
      }),
    );
    const tokens = done.AuthenticationResult;
    const deviceKey = String(tokens?.NewDeviceMetadata?.DeviceKey);
    const AccessToken = String(tokens?.AccessToken);
    await client.send(
      new ConfirmDeviceCommand({
        AccessToken,
        DeviceKey: deviceKey,
        DeviceName: 'Linux x86 Linux Not:A-Brand/8.0.0.0;Chromium/131.0.6778.85',
        DeviceSecretVerifierConfig: { PasswordVerifier: 'AQID', Salt: 'AQID' },
      }),
    );
    if (remember) {
      await client.send(
        new UpdateDeviceStatusCommand({
          AccessToken,
          DeviceKey: deviceKey,
          DeviceRememberedStatus: 'remembered',
        }),
      );
    }
    return { deviceKey, accessToken: AccessToken };
  });
}

async function devicesOf(user: TestUser) {
  const listed = await withIdentityClient(environment, (admin) =>
    admin.send(
      new AdminListDevicesCommand({
        UserPoolId: environment.identity.poolId,
        Username: user.username,
      }),
    ),
  );
  return (listed.Devices ?? []).map((device) => device.DeviceKey);
}

export function describeRememberedBrowsers(fixture: SecurityTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('security: remembered browsers', { timeout: 60_000 }, () => {
    it('lists the remembered browsers by name, not the ones only tracked', async () => {
      const user = await environment.createUser();
      const remembered = await signInOnNewBrowser(user);
      await signInOnNewBrowser(user, false);
      const client = securityClient(environment, { accessToken: user.accessToken });
      const browsers = await client.security.rememberedBrowsers.query();
      expect(browsers).toEqual([
        {
          deviceKey: remembered.deviceKey,
          name: 'Chrome 131, Linux',
          rememberedAt: expect.any(Date),
          lastUsedAt: expect.any(Date),
        },
      ]);
    });

    it('records remembering only when the identity service agrees', async () => {
      const user = await environment.createUser();
      const remembered = await signInOnNewBrowser(user);
      const tracked = await signInOnNewBrowser(user, false);
      const client = securityClient(environment, { accessToken: user.accessToken });
      await client.security.browserRemembered.mutate({ deviceKey: remembered.deviceKey });
      expect(
        await refusalOf(client.security.browserRemembered.mutate({ deviceKey: tracked.deviceKey })),
      ).toMatchObject({ code: 'PRECONDITION_FAILED' });
      const kinds = (await client.security.activity.query()).events.map((event) => event.kind);
      expect(kinds.filter((kind) => kind === 'browser-remembered')).toHaveLength(1);
    });

    it("forgets a browser of the person's, records it, and refuses another person's", async () => {
      const user = await environment.createUser();
      const other = await environment.createUser();
      const mine = await signInOnNewBrowser(user);
      const theirs = await signInOnNewBrowser(other);
      const client = securityClient(environment, { accessToken: user.accessToken });
      expect(
        await refusalOf(client.security.forgetBrowser.mutate({ deviceKey: theirs.deviceKey })),
      ).toMatchObject({ code: 'NOT_FOUND' });
      expect(await devicesOf(other)).toEqual([theirs.deviceKey]);
      expect(
        await refusalOf(client.security.forgetBrowser.mutate({ deviceKey: 'not a key' })),
      ).toMatchObject({ code: 'BAD_REQUEST' });
      await client.security.forgetBrowser.mutate({ deviceKey: mine.deviceKey });
      expect(await devicesOf(user)).toEqual([]);
      const kinds = (await client.security.activity.query()).events.map((event) => event.kind);
      expect(kinds).toContain('browser-forgotten');
    });

    it('a recovery-code sign-in forgets every remembered browser', async () => {
      const { user, codes } = await createUserWithCodes(environment);
      await signInOnNewBrowser(user);
      expect(await devicesOf(user)).toHaveLength(1);
      await securityClient(environment).security.recoverWithCode.mutate({
        username: user.username,
        password: user.password,
        recoveryCode: String(codes[0]),
      });
      expect(await devicesOf(user)).toEqual([]);
    });

    it('signing out everywhere forgets every remembered browser, not the ones only tracked', async () => {
      const user = await environment.createUser();
      await signInOnNewBrowser(user);
      await signInOnNewBrowser(user);
      const tracked = await signInOnNewBrowser(user, false);
      expect(await devicesOf(user)).toHaveLength(3);
      await securityClient(environment, {
        accessToken: user.accessToken,
      }).security.signOutEverywhere.mutate();
      expect(await devicesOf(user)).toEqual([tracked.deviceKey]);
    });
  });
}
