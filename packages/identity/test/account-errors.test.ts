import {
  ConfirmSignUpCommand,
  DeleteUserCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../src/clock.js';
import { startHarness, uniqueUser, type Harness } from './harness.js';
import { createSdk, errorOf, signInAndEnrol } from './sdk-fixtures.js';

const clock = createTestClock(Date.now());
let harness: Harness;
let sdk: CognitoIdentityProviderClient;
let clientId: string;

beforeAll(async () => {
  harness = await startHarness({ clock });
  sdk = createSdk(harness.identity.url);
  clientId = harness.identity.clientId;
});

afterAll(async () => {
  sdk.destroy();
  await harness.close();
});

function signUp(person: { username: string; password: string; email: string }, extra = {}) {
  return sdk.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: person.username,
      Password: person.password,
      UserAttributes: [{ Name: 'email', Value: person.email }],
      ...extra,
    }),
  );
}

describe('sign-up errors', () => {
  it('refuses a weak password, a taken username (any case) and undeclared custom attributes', async () => {
    const person = uniqueUser('errors');
    expect(await errorOf(signUp({ ...person, password: 'weakpass' }))).toMatchObject({
      name: 'InvalidPasswordException',
      message: expect.stringContaining('Password did not conform with policy'),
    });
    const undeclared = signUp(person, {
      UserAttributes: [{ Name: 'custom:isAdmin', Value: 'true' }],
    });
    expect(await errorOf(undeclared)).toMatchObject({ name: 'InvalidParameterException' });
    await signUp(person);
    expect(await errorOf(signUp({ ...person, username: person.username.toUpperCase() }))).toEqual({
      name: 'UsernameExistsException',
      message: 'User already exists',
    });
  });

  it('expires the sign-up code after 24 hours and rejects a wrong one', async () => {
    const person = uniqueUser('stale');
    await signUp(person);
    const code = await harness.codeFor(person.email);
    const confirm = (confirmationCode: string) =>
      sdk.send(
        new ConfirmSignUpCommand({
          ClientId: clientId,
          Username: person.username,
          ConfirmationCode: confirmationCode,
        }),
      );
    expect((await errorOf(confirm(code === '999999' ? '000000' : '999999'))).name).toBe(
      'CodeMismatchException',
    );
    clock.advanceBy(24 * 3_600_000 + 1);
    expect((await errorOf(confirm(code))).name).toBe('ExpiredCodeException');
  });
});

describe('signed-in account errors', () => {
  it('GlobalSignOut revokes access and refresh tokens; RevokeToken refuses access tokens', async () => {
    const person = uniqueUser('global');
    await harness.identity.seedUsers([person]);
    const { tokens } = await signInAndEnrol(sdk, clientId, person, clock.nowInMs);
    expect(
      (
        await errorOf(
          sdk.send(new RevokeTokenCommand({ ClientId: clientId, Token: tokens.AccessToken })),
        )
      ).name,
    ).toBe('UnsupportedTokenTypeException');
    const refreshed = await sdk.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: clientId,
        RefreshToken: tokens.RefreshToken,
      }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toBeDefined();
    await sdk.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    for (const accessToken of [tokens.AccessToken, refreshed.AuthenticationResult?.AccessToken]) {
      expect(await errorOf(sdk.send(new GetUserCommand({ AccessToken: accessToken })))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Access Token has been revoked',
      });
    }
    const refresh = sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: String(tokens.RefreshToken) },
      }),
    );
    expect((await errorOf(refresh)).name).toBe('NotAuthorizedException');
  });

  it('refresh tokens end after 30 days', async () => {
    const person = uniqueUser('oldrefresh');
    await harness.identity.seedUsers([person]);
    const { tokens } = await signInAndEnrol(sdk, clientId, person, clock.nowInMs);
    clock.advanceBy(30 * 86_400_000 + 1);
    const refresh = sdk.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: clientId,
        RefreshToken: tokens.RefreshToken,
      }),
    );
    expect((await errorOf(refresh)).name).toBe('NotAuthorizedException');
  });

  it('users cannot set email_verified or undeclared attributes, and a deleted user is gone', async () => {
    const person = uniqueUser('deleted');
    await harness.identity.seedUsers([person]);
    const { tokens } = await signInAndEnrol(sdk, clientId, person, clock.nowInMs);
    for (const attribute of [
      { Name: 'email_verified', Value: 'true' },
      { Name: 'custom:plan', Value: 'gold' },
    ]) {
      const update = sdk.send(
        new UpdateUserAttributesCommand({
          AccessToken: tokens.AccessToken,
          UserAttributes: [attribute],
        }),
      );
      expect((await errorOf(update)).name).toBe('InvalidParameterException');
    }
    await sdk.send(new DeleteUserCommand({ AccessToken: tokens.AccessToken }));
    expect(
      (await errorOf(sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken })))).name,
    ).toBe('NotAuthorizedException');
    const signIn = sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
      }),
    );
    expect(await errorOf(signIn)).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});
