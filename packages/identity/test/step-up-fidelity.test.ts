import {
  AdminDeleteSoftwareTokenCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUserGlobalSignOutCommand,
  AssociateSoftwareTokenCommand,
  DeleteUserCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  RevokeTokenCommand,
  VerifySoftwareTokenCommand,
  type AdminInitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { secretHashOf } from '../src/services/client-secret.js';
import { DEFAULT_SERVER_CLIENT_ID, DEFAULT_SERVER_CLIENT_SECRET } from '../src/services/pools.js';
import { createAuthenticator } from './harness.js';
import {
  answerTotpChallenge,
  errorOf,
  passwordSignIn,
  seedUserWithMfa,
  signUp,
  useOffsetClock,
  useSdkHarness,
  type Person,
} from './sdk-fixtures.js';

/**
 * What the web app's account recovery, authenticator replacement, step-up checks, sign-out
 * everywhere and account deletion rely on, each as Cognito does it, on the default pool (MFA
 * ON) and its server-side client.
 */
const clock = useOffsetClock();
const env = useSdkHarness({ clock, srpWorkers: 1 });

/**
 * The authenticator's next code, a time step later on the server's clock: each step is
 * accepted once per user, and the server takes codes one step either side of now.
 */
function codeOf(authenticator: ReturnType<typeof createAuthenticator>) {
  clock.advanceBy(30_000);
  return authenticator.nextCode();
}

const serverSecret = DEFAULT_SERVER_CLIENT_SECRET;
const hashOf = (username: string) => secretHashOf(serverSecret, username, DEFAULT_SERVER_CLIENT_ID);
const codeMismatch = {
  name: 'CodeMismatchException',
  message: 'Invalid code or auth state for the user.',
};

beforeAll(() => {
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

/** AdminInitiateAuth ADMIN_USER_PASSWORD_AUTH on the server-side client, with SECRET_HASH. */
function serverSignIn(person: Person) {
  return env.sdk.send(
    new AdminInitiateAuthCommand({
      UserPoolId: env.poolId,
      ClientId: DEFAULT_SERVER_CLIENT_ID,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: {
        USERNAME: person.username,
        PASSWORD: person.password,
        SECRET_HASH: hashOf(person.username),
      },
    }),
  );
}

function serverTotpAnswer(person: Person, started: AdminInitiateAuthCommandOutput, code: string) {
  return env.sdk.send(
    new AdminRespondToAuthChallengeCommand({
      UserPoolId: env.poolId,
      ClientId: DEFAULT_SERVER_CLIENT_ID,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: started.Session,
      ChallengeResponses: {
        USERNAME: person.username,
        SOFTWARE_TOKEN_MFA_CODE: code,
        SECRET_HASH: hashOf(person.username),
      },
    }),
  );
}

/** A code of `authenticator` changed to be wrong, without spending a time step. */
function wrongCodeOf(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('removing a lost authenticator in a pool with MFA ON', () => {
  it('AdminSetUserMFAPreference Enabled false cannot remove it: sign-in still asks for its code', async () => {
    const { person, authenticator } = await seedUserWithMfa(env, 'mfa-pref-off', clock.nowInMs);
    await env.sdk.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: env.poolId,
        Username: person.username,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const started = await serverSignIn(person);
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const done = await serverTotpAnswer(person, started, codeOf(authenticator));
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('AdminDeleteSoftwareToken does: MFA_SETUP by SRP (Amplify) and ADMIN_USER_PASSWORD_AUTH, then only the new secret works', async () => {
    const { person, authenticator: old } = await seedUserWithMfa(env, 'mfa-deleted', clock.nowInMs);
    const pending = await serverSignIn(person);
    await env.sdk.send(
      new AdminDeleteSoftwareTokenCommand({ UserPoolId: env.poolId, Username: person.username }),
    );
    const user = await env.sdk.send(
      new AdminGetUserCommand({ UserPoolId: env.poolId, Username: person.username }),
    );
    expect(user.UserMFASettingList).toBeUndefined();
    expect(user.PreferredMfaSetting).toBeUndefined();
    // A sign-in already waiting for the old authenticator's code cannot finish with it.
    expect((await errorOf(serverTotpAnswer(person, pending, codeOf(old)))).name).toBe(
      'CodeMismatchException',
    );

    expect((await serverSignIn(person)).ChallengeName).toBe('MFA_SETUP');
    const amplify = await signIn({ username: person.username, password: person.password });
    expect(amplify.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
    const setup =
      amplify.nextStep.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP'
        ? amplify.nextStep.totpSetupDetails.sharedSecret
        : '';
    const fresh = createAuthenticator(setup, clock.nowInMs, old.lastStep);
    const confirmed = await confirmSignIn({ challengeResponse: codeOf(fresh) });
    expect(confirmed.nextStep.signInStep).toBe('DONE');
    await signOut();

    const started = await serverSignIn(person);
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(await errorOf(serverTotpAnswer(person, started, codeOf(old)))).toEqual(codeMismatch);
    const again = await serverSignIn(person);
    const done = await serverTotpAnswer(person, again, codeOf(fresh));
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
  });
});

describe('replacing the authenticator while signed in', () => {
  it('keeps the old one working until the new one is verified, then only the new one', async () => {
    const {
      person,
      tokens,
      authenticator: old,
    } = await seedUserWithMfa(env, 'replace', clock.nowInMs);
    const associated = await env.sdk.send(
      new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken }),
    );
    const fresh = createAuthenticator(String(associated.SecretCode), clock.nowInMs);

    const before = await passwordSignIn(env.sdk, env.clientId, person);
    expect(before.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const signedIn = await answerTotpChallenge(env.sdk, env.clientId, {
      session: before.Session,
      username: person.username,
      code: codeOf(old),
    });
    expect(signedIn.AuthenticationResult?.AccessToken).toBeDefined();

    const verified = await env.sdk.send(
      new VerifySoftwareTokenCommand({
        AccessToken: tokens.AccessToken,
        UserCode: codeOf(fresh),
      }),
    );
    expect(verified.Status).toBe('SUCCESS');

    const after = await passwordSignIn(env.sdk, env.clientId, person);
    expect(
      await errorOf(
        answerTotpChallenge(env.sdk, env.clientId, {
          session: after.Session,
          username: person.username,
          code: codeOf(old),
        }),
      ),
    ).toEqual(codeMismatch);
    const retry = await passwordSignIn(env.sdk, env.clientId, person);
    const done = await answerTotpChallenge(env.sdk, env.clientId, {
      session: retry.Session,
      username: person.username,
      code: codeOf(fresh),
    });
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
  });
});

describe('a server-side step-up check (password and current code)', () => {
  it('yields tokens revocable with the client secret; a wrong code and a used step are refused', async () => {
    const { person, authenticator } = await seedUserWithMfa(env, 'step-up', clock.nowInMs);
    const started = await serverSignIn(person);
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const code = codeOf(authenticator);
    expect(await errorOf(serverTotpAnswer(person, started, wrongCodeOf(code)))).toEqual(
      codeMismatch,
    );
    const retry = await serverSignIn(person);
    const done = await serverTotpAnswer(person, retry, code);
    const refreshToken = String(done.AuthenticationResult?.RefreshToken);
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();

    const revoke = (ClientSecret?: string) =>
      env.sdk.send(
        new RevokeTokenCommand({
          ClientId: DEFAULT_SERVER_CLIENT_ID,
          Token: refreshToken,
          ...(ClientSecret ? { ClientSecret } : {}),
        }),
      );
    expect((await errorOf(revoke())).name).toBe('UnauthorizedException');
    await revoke(serverSecret);
    expect(
      await errorOf(
        env.sdk.send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: DEFAULT_SERVER_CLIENT_ID,
            ClientSecret: serverSecret,
            RefreshToken: refreshToken,
          }),
        ),
      ),
    ).toEqual({ name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });

    // The code the step-up used cannot sign anyone in again, on either client.
    const browser = await passwordSignIn(env.sdk, env.clientId, person);
    expect(
      await errorOf(
        answerTotpChallenge(env.sdk, env.clientId, {
          session: browser.Session,
          username: person.username,
          code,
        }),
      ),
    ).toEqual(codeMismatch);
    const server = await serverSignIn(person);
    expect(await errorOf(serverTotpAnswer(person, server, code))).toEqual(codeMismatch);
  });
});

describe('AdminUserGlobalSignOut', () => {
  it("makes the user's access tokens fail GetUser and their refresh tokens fail", async () => {
    const { person, tokens } = await seedUserWithMfa(env, 'global-out', clock.nowInMs);
    await env.sdk.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: env.poolId, Username: person.username }),
    );
    expect(
      await errorOf(env.sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))),
    ).toEqual({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    expect(
      await errorOf(
        env.sdk.send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: env.clientId,
            RefreshToken: tokens.RefreshToken,
          }),
        ),
      ),
    ).toEqual({ name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
  });
});

describe('DeleteUser', () => {
  it('removes the user, and the same username and email sign up again at once', async () => {
    const { person, tokens } = await seedUserWithMfa(env, 'deleted', clock.nowInMs);
    await env.sdk.send(new DeleteUserCommand({ AccessToken: tokens.AccessToken }));
    expect(
      await errorOf(
        env.sdk.send(
          new AdminGetUserCommand({ UserPoolId: env.poolId, Username: person.username }),
        ),
      ),
    ).toEqual({ name: 'UserNotFoundException', message: 'User does not exist.' });
    const again = await signUp(env, person);
    expect(again.UserConfirmed).toBe(false);
    const user = await env.sdk.send(
      new AdminGetUserCommand({ UserPoolId: env.poolId, Username: person.username }),
    );
    expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: person.email });
    expect(user.UserStatus).toBe('UNCONFIRMED');
  });
});
