import {
  CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import {
  autoSignIn,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  getCurrentUser,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { defaultStorage } from 'aws-amplify/utils';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticator, startHarness, uniqueUser, type Harness } from './harness.js';

let harness: Harness;
let sdk: CognitoIdentityProviderClient;

beforeAll(async () => {
  harness = await startHarness();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: harness.identity.poolId,
        userPoolClientId: harness.identity.clientId,
        userPoolEndpoint: harness.identity.url,
      },
    },
  });
  sdk = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: harness.identity.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  sdk.destroy();
  await harness.close();
});

async function storedRefreshToken(username: string) {
  const prefix = `CognitoIdentityServiceProvider.${harness.identity.clientId}`;
  const lastUser = await defaultStorage.getItem(`${prefix}.LastAuthUser`);
  expect(lastUser).toBe(username);
  const token = await defaultStorage.getItem(`${prefix}.${username}.refreshToken`);
  if (!token) throw new Error('no refresh token stored');
  return token;
}

describe('aws-amplify v6 against the identity server', () => {
  it('signs up, confirms by emailed code, enrols TOTP, signs out, signs in and refreshes', async () => {
    const person = uniqueUser('amplify');
    const up = await signUp({
      username: person.username,
      password: person.password,
      options: {
        userAttributes: {
          email: person.email,
          'custom:firstName': 'Ada',
          'custom:lastName': 'Lovelace',
        },
        autoSignIn: true,
      },
    });
    expect(up.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');

    const code = await harness.codeFor(person.email, { subject: /verification code/ });
    const confirmed = await confirmSignUp({ username: person.username, confirmationCode: code });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');

    const setup = await autoSignIn();
    expect(setup.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
    if (setup.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') return;
    const authenticator = createAuthenticator(setup.nextStep.totpSetupDetails.sharedSecret);
    const done = await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    expect(done.nextStep.signInStep).toBe('DONE');

    const session = await fetchAuthSession();
    const jwks = createRemoteJWKSet(
      new URL(`${harness.identity.url}/${harness.identity.poolId}/.well-known/jwks.json`),
    );
    const issuer = `http://localhost:9229/${harness.identity.poolId}`;
    const id = await jwtVerify(String(session.tokens?.idToken), jwks, { issuer });
    const access = await jwtVerify(String(session.tokens?.accessToken), jwks, { issuer });
    expect(id.protectedHeader.kid).not.toBe(access.protectedHeader.kid);
    expect(id.payload).toMatchObject({
      'cognito:username': person.username,
      email: person.email,
      email_verified: true,
      'custom:firstName': 'Ada',
      aud: harness.identity.clientId,
      token_use: 'id',
    });
    expect(access.payload).toMatchObject({
      client_id: harness.identity.clientId,
      username: person.username,
      scope: 'aws.cognito.signin.user.admin',
      token_use: 'access',
    });
    for (const claim of ['jti', 'origin_jti', 'event_id', 'auth_time', 'iat', 'exp', 'sub']) {
      expect(access.payload[claim]).toBeDefined();
      expect(id.payload[claim]).toBeDefined();
    }
    expect((await getCurrentUser()).userId).toBe(id.payload.sub);

    const firstRefreshToken = await storedRefreshToken(person.username);
    const firstAccessToken = String(session.tokens?.accessToken);
    await signOut();
    await expect(
      sdk.send(new GetUserCommand({ AccessToken: firstAccessToken })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    await expect(
      sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: harness.identity.clientId,
          AuthParameters: { REFRESH_TOKEN: firstRefreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const again = await signIn({
      username: person.username.toUpperCase(),
      password: person.password,
    });
    expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const signedIn = await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    expect(signedIn.nextStep.signInStep).toBe('DONE');

    const before = await fetchAuthSession();
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(String(refreshed.tokens?.accessToken)).not.toBe(String(before.tokens?.accessToken));
    expect(refreshed.tokens?.accessToken.payload.origin_jti).toBe(
      before.tokens?.accessToken.payload.origin_jti,
    );

    const viaSdk = await sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: harness.identity.clientId,
        AuthParameters: { REFRESH_TOKEN: await storedRefreshToken(person.username) },
      }),
    );
    const user = await sdk.send(
      new GetUserCommand({ AccessToken: viaSdk.AuthenticationResult?.AccessToken }),
    );
    expect(user.Username).toBe(person.username);
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    await signOut();
  });
});
