import {
  ConfirmSignUpCommand,
  DeleteUserCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import { errorOf, seedUserWithMfa, signUp, useOffsetClock, useSdkHarness } from './sdk-fixtures.js';

const clock = useOffsetClock();
const env = useSdkHarness({ clock });

describe('sign-up errors', () => {
  it('refuses a weak password, a taken username (any case) and undeclared custom attributes', async () => {
    const person = uniqueUser('errors');
    expect(await errorOf(signUp(env, { ...person, password: 'weakpass' }))).toMatchObject({
      name: 'InvalidPasswordException',
      message: expect.stringContaining('Password did not conform with policy'),
    });
    const undeclared = signUp(env, person, {
      UserAttributes: [{ Name: 'custom:isAdmin', Value: 'true' }],
    });
    expect(await errorOf(undeclared)).toMatchObject({ name: 'InvalidParameterException' });
    await signUp(env, person);
    expect(
      await errorOf(signUp(env, { ...person, username: person.username.toUpperCase() })),
    ).toEqual({
      name: 'UsernameExistsException',
      message: 'User already exists',
    });
  });

  it('expires the sign-up code after 24 hours and rejects a wrong one', async () => {
    const person = uniqueUser('stale');
    await signUp(env, person);
    const code = await env.harness.codeFor(person.email);
    const confirm = (confirmationCode: string) =>
      env.sdk.send(
        new ConfirmSignUpCommand({
          ClientId: env.clientId,
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
    const { tokens } = await seedUserWithMfa(env, 'global', clock.nowInMs);
    expect(
      (
        await errorOf(
          env.sdk.send(
            new RevokeTokenCommand({ ClientId: env.clientId, Token: tokens.AccessToken }),
          ),
        )
      ).name,
    ).toBe('UnsupportedTokenTypeException');
    const refreshed = await env.sdk.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: env.clientId,
        RefreshToken: tokens.RefreshToken,
      }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toBeDefined();
    await env.sdk.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    for (const accessToken of [tokens.AccessToken, refreshed.AuthenticationResult?.AccessToken]) {
      expect(await errorOf(env.sdk.send(new GetUserCommand({ AccessToken: accessToken })))).toEqual(
        {
          name: 'NotAuthorizedException',
          message: 'Access Token has been revoked',
        },
      );
    }
    const refresh = env.sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: env.clientId,
        AuthParameters: { REFRESH_TOKEN: String(tokens.RefreshToken) },
      }),
    );
    expect((await errorOf(refresh)).name).toBe('NotAuthorizedException');
  });

  it('refresh tokens end after 30 days', async () => {
    const { tokens } = await seedUserWithMfa(env, 'oldrefresh', clock.nowInMs);
    clock.advanceBy(30 * 86_400_000 + 1);
    const refresh = env.sdk.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: env.clientId,
        RefreshToken: tokens.RefreshToken,
      }),
    );
    expect((await errorOf(refresh)).name).toBe('NotAuthorizedException');
  });

  it('users cannot set email_verified or undeclared attributes, and a deleted user is gone', async () => {
    const { person, tokens } = await seedUserWithMfa(env, 'deleted', clock.nowInMs);
    for (const attribute of [
      { Name: 'email_verified', Value: 'true' },
      { Name: 'custom:plan', Value: 'gold' },
    ]) {
      const update = env.sdk.send(
        new UpdateUserAttributesCommand({
          AccessToken: tokens.AccessToken,
          UserAttributes: [attribute],
        }),
      );
      expect((await errorOf(update)).name).toBe('InvalidParameterException');
    }
    await env.sdk.send(new DeleteUserCommand({ AccessToken: tokens.AccessToken }));
    expect(
      (await errorOf(env.sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken })))).name,
    ).toBe('NotAuthorizedException');
    const signIn = env.sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: env.clientId,
        AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
      }),
    );
    expect(await errorOf(signIn)).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});
