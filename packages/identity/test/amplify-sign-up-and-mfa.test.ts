import {
  CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  deleteUser,
  fetchDevices,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { defaultStorage } from 'aws-amplify/utils';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthenticator,
  createOffsetClock,
  startHarness,
  uniqueUser,
  type Harness,
} from './harness.js';

const clock = createOffsetClock();

let harness: Harness;
let sdk: CognitoIdentityProviderClient;

beforeAll(async () => {
  harness = await startHarness({ clock, srpWorkers: 2 });
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
    const authenticator = createAuthenticator(
      setup.nextStep.totpSetupDetails.sharedSecret,
      clock.nowInMs,
    );
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

  it('changes email with a code, changes and resets the password, and signs out everywhere', async () => {
    const person = uniqueUser('account');
    await signUp({
      username: person.username,
      password: person.password,
      options: { userAttributes: { email: person.email } },
    });
    const since = new Date();
    await resendSignUpCode({ username: person.username });
    const code = await harness.codeFor(person.email, { since });
    await confirmSignUp({ username: person.username, confirmationCode: code });

    const first = await signIn({ username: person.username, password: person.password });
    if (first.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') {
      throw new Error(`unexpected step ${first.nextStep.signInStep}`);
    }
    const authenticator = createAuthenticator(
      first.nextStep.totpSetupDetails.sharedSecret,
      clock.nowInMs,
    );
    await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    expect(await fetchMFAPreference()).toMatchObject({ enabled: ['TOTP'], preferred: 'TOTP' });

    const newEmail = `new.${person.email}`;
    const update = await updateUserAttributes({
      userAttributes: { email: newEmail, 'custom:lastName': 'Byron' },
    });
    expect(update.email?.nextStep.updateAttributeStep).toBe('CONFIRM_ATTRIBUTE_WITH_CODE');
    expect(update['custom:lastName']?.isUpdated).toBe(true);
    const pending = await fetchUserAttributes();
    expect(pending.email).toBe(person.email);
    expect(pending['custom:lastName']).toBe('Byron');
    const emailCode = await harness.codeFor(newEmail);
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: emailCode });
    expect(await fetchUserAttributes()).toMatchObject({ email: newEmail, email_verified: 'true' });

    const changed = 'Changed-Horse-2';
    await updatePassword({ oldPassword: person.password, newPassword: changed });
    await signOut({ global: true });

    const resetSince = new Date();
    const reset = await resetPassword({ username: person.username });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    const resetCode = await harness.codeFor(newEmail, { since: resetSince, subject: /Reset/ });
    const finalPassword = 'Reset-Horse-3';
    await confirmResetPassword({
      username: person.username,
      confirmationCode: resetCode,
      newPassword: finalPassword,
    });

    await expect(signIn({ username: person.username, password: changed })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const again = await signIn({
      username: person.username,
      password: finalPassword,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await confirmSignIn({ challengeResponse: authenticator.nextCode() });
    expect((await getCurrentUser()).username).toBe(person.username);
    await signOut();
  });

  it('turns an unconfirmed sign-in into the confirm-sign-up step', async () => {
    const person = uniqueUser('pending');
    await signUp({
      username: person.username,
      password: person.password,
      options: { userAttributes: { email: person.email } },
    });
    const result = await signIn({ username: person.username, password: 'Wrong-Password-9' });
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
  });

  it('replaces the authenticator with setUpTOTP, lists no devices and deletes the account', async () => {
    const person = uniqueUser('replace');
    await harness.identity.seedUsers([person]);
    const first = await signIn({ username: person.username, password: person.password });
    if (first.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') {
      throw new Error(`unexpected step ${first.nextStep.signInStep}`);
    }
    const old = createAuthenticator(first.nextStep.totpSetupDetails.sharedSecret, clock.nowInMs);
    await confirmSignIn({ challengeResponse: old.nextCode() });

    const setup = await setUpTOTP();
    const replacement = createAuthenticator(setup.sharedSecret, clock.nowInMs, old.lastStep);
    expect(setup.getSetupUri('Steadfast').toString()).toContain(setup.sharedSecret);
    await verifyTOTPSetup({ code: replacement.nextCode() });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toMatchObject({ preferred: 'TOTP' });
    expect(await fetchDevices()).toEqual([]);
    await signOut();

    clock.advanceBy(30_000);
    await signIn({ username: person.username, password: person.password });
    // Skip a step so the old secret's code is refused for its secret, not as a replay.
    old.nextCode();
    const stale = old.nextCode();
    await expect(confirmSignIn({ challengeResponse: stale })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const done = await confirmSignIn({ challengeResponse: replacement.nextCode() });
    expect(done.nextStep.signInStep).toBe('DONE');

    await deleteUser();
    await expect(
      signIn({ username: person.username, password: person.password }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
