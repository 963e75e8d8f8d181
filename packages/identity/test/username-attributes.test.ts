import {
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  AssociateSoftwareTokenCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ForgotPasswordCommand,
  ListUsersCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  UpdateUserPoolCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { confirmSignUp, getCurrentUser, signIn, signOut, signUp } from 'aws-amplify/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPoolWithClient,
  passwordSignInAs,
  srpSignIn,
  tokenUsername,
} from './alias-fixtures.js';
import { totpCodeAt } from '../src/crypto/totp.js';
import { createAuthenticator, uniqueUser } from './harness.js';
import { answerTotpChallenge, errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness({ srpWorkers: 1 });
let pool: { poolId: string; clientId: string };

beforeAll(async () => {
  pool = await createPoolWithClient(env.sdk, { UsernameAttributes: ['email'] });
});

/** A code that is not right for any step the server accepts now. */
function wrongCode(secret: string) {
  const accepted = [-1, 0, 1].map((step) => totpCodeAt(secret, Date.now() + step * 30_000));
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code)) ?? '';
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function signUpByEmail(email: string, password = 'Correct-Horse-1', clientId = pool.clientId) {
  return env.sdk.send(
    new SignUpCommand({ ClientId: clientId, Username: email, Password: password }),
  );
}

/** Signs up and confirms by the emailed code, both by email; returns the generated username. */
async function confirmedUser(email: string) {
  const since = new Date();
  const up = await signUpByEmail(email);
  const code = await env.harness.codeFor(email, { since });
  await env.sdk.send(
    new ConfirmSignUpCommand({ ClientId: pool.clientId, Username: email, ConfirmationCode: code }),
  );
  return String(up.UserSub);
}

describe('UsernameAttributes on the pool', () => {
  it('CreateUserPool stores UsernameAttributes and DescribeUserPool returns them', async () => {
    const described = await env.sdk.send(new DescribeUserPoolCommand({ UserPoolId: pool.poolId }));
    expect(described.UserPool?.UsernameAttributes).toEqual(['email']);
    expect(described.UserPool?.AliasAttributes).toBeUndefined();
  });

  it('UpdateUserPool keeps the UsernameAttributes given at creation', async () => {
    const { poolId } = await createPoolWithClient(env.sdk, { UsernameAttributes: ['email'] });
    await env.sdk.send(
      new UpdateUserPoolCommand({ UserPoolId: poolId, AutoVerifiedAttributes: ['email'] }),
    );
    const described = await env.sdk.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
    expect(described.UserPool?.UsernameAttributes).toEqual(['email']);
  });

  it('CreateUserPool refuses UsernameAttributes and AliasAttributes together', async () => {
    expect(
      await errorOf(
        env.sdk.send(
          new CreateUserPoolCommand({
            PoolName: 'both',
            UsernameAttributes: ['email'],
            AliasAttributes: ['preferred_username'],
          }),
        ),
      ),
    ).toEqual({
      name: 'InvalidParameterException',
      message: 'Only one of the aliasAttributes or usernameAttributes can be set in a User Pool.',
    });
  });
});

describe('email as the username', () => {
  it('SignUp refuses a username that is not an email', async () => {
    expect(await errorOf(signUpByEmail(uniqueUser('plain').username))).toEqual({
      name: 'InvalidParameterException',
      message: 'Username should be an email.',
    });
  });

  it('SignUp generates the username (equal to sub) and makes the given email the email attribute', async () => {
    const { email } = uniqueUser('generated');
    const up = await signUpByEmail(email);
    expect(up.UserSub).toMatch(uuid);
    expect(up.CodeDeliveryDetails?.AttributeName).toBe('email');
    const user = await env.sdk.send(
      new AdminGetUserCommand({ UserPoolId: pool.poolId, Username: email }),
    );
    expect(user.Username).toBe(up.UserSub);
    const attributes = Object.fromEntries(
      (user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]),
    );
    expect(attributes).toMatchObject({ sub: up.UserSub, email, email_verified: 'false' });
  });

  it('a second SignUp with the same email, in any case, gets UsernameExistsException', async () => {
    const { email } = uniqueUser('twice');
    await signUpByEmail(email);
    expect(await errorOf(signUpByEmail(email.toUpperCase()))).toEqual({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
  });

  it('ResendConfirmationCode and ConfirmSignUp take the email', async () => {
    const { email } = uniqueUser('resend');
    await signUpByEmail(email);
    const since = new Date();
    const resent = await env.sdk.send(
      new ResendConfirmationCodeCommand({ ClientId: pool.clientId, Username: email }),
    );
    expect(resent.CodeDeliveryDetails?.AttributeName).toBe('email');
    const code = await env.harness.codeFor(email, { since });
    await env.sdk.send(
      new ConfirmSignUpCommand({
        ClientId: pool.clientId,
        Username: email,
        ConfirmationCode: code,
      }),
    );
    const user = await env.sdk.send(
      new AdminGetUserCommand({ UserPoolId: pool.poolId, Username: email }),
    );
    expect(user.UserStatus).toBe('CONFIRMED');
  });

  it('signs in by email with SRP, USER_ID_FOR_SRP being the generated username', async () => {
    const { email, password } = uniqueUser('srp');
    const username = await confirmedUser(email);
    const { userIdForSrp, done } = await srpSignIn(env.sdk, pool, email, password);
    expect(userIdForSrp).toBe(username);
    expect(tokenUsername(done.AuthenticationResult?.AccessToken)).toBe(username);
  });

  it('signs in by email, in any case, with USER_PASSWORD_AUTH', async () => {
    const { email, password } = uniqueUser('password');
    const username = await confirmedUser(email);
    const done = await passwordSignInAs(env.sdk, pool.clientId, email.toUpperCase(), password);
    expect(tokenUsername(done.AuthenticationResult?.AccessToken)).toBe(username);
  });

  it('ForgotPassword and ConfirmForgotPassword take the email', async () => {
    const { email } = uniqueUser('forgot');
    await confirmedUser(email);
    const since = new Date();
    await env.sdk.send(new ForgotPasswordCommand({ ClientId: pool.clientId, Username: email }));
    const code = await env.harness.codeFor(email, { since });
    await env.sdk.send(
      new ConfirmForgotPasswordCommand({
        ClientId: pool.clientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'Another-Horse-2',
      }),
    );
    const done = await passwordSignInAs(env.sdk, pool.clientId, email, 'Another-Horse-2');
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('admin operations name the user by email: AdminCreateUser, AdminConfirmSignUp, AdminGetUser, AdminDeleteUser', async () => {
    const created = await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.poolId,
        Username: uniqueUser('admin').email,
        MessageAction: 'SUPPRESS',
      }),
    );
    expect(created.User?.Username).toMatch(uuid);
    expect(
      await errorOf(
        env.sdk.send(
          new AdminCreateUserCommand({ UserPoolId: pool.poolId, Username: 'not-an-email' }),
        ),
      ),
    ).toEqual({ name: 'InvalidParameterException', message: 'Username should be an email.' });

    const { email } = uniqueUser('adminconfirm');
    const up = await signUpByEmail(email);
    await env.sdk.send(new AdminConfirmSignUpCommand({ UserPoolId: pool.poolId, Username: email }));
    const user = await env.sdk.send(
      new AdminGetUserCommand({ UserPoolId: pool.poolId, Username: email }),
    );
    expect(user).toMatchObject({ Username: up.UserSub, UserStatus: 'CONFIRMED' });
    await env.sdk.send(new AdminDeleteUserCommand({ UserPoolId: pool.poolId, Username: email }));
    expect(
      (
        await errorOf(
          env.sdk.send(new AdminGetUserCommand({ UserPoolId: pool.poolId, Username: email })),
        )
      ).name,
    ).toBe('UserNotFoundException');
  });

  it('an invited user signs in by email and answers NEW_PASSWORD_REQUIRED naming themselves by email', async () => {
    const { email, password } = uniqueUser('invited');
    const invite = (MessageAction?: 'RESEND') =>
      env.sdk.send(
        new AdminCreateUserCommand({
          UserPoolId: pool.poolId,
          Username: email,
          TemporaryPassword: 'Temporary-Horse-1',
          ...(MessageAction ? { MessageAction } : {}),
        }),
      );
    const created = await invite();
    expect((await invite('RESEND')).User?.Username).toBe(created.User?.Username);
    const start = await passwordSignInAs(env.sdk, pool.clientId, email, 'Temporary-Horse-1');
    expect(start.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(start.ChallengeParameters?.USER_ID_FOR_SRP).toBe(created.User?.Username);
    const done = await env.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: pool.clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: start.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
      }),
    );
    expect(tokenUsername(done.AuthenticationResult?.AccessToken)).toBe(created.User?.Username);
  });

  it('with MFA, the MFA_SETUP and SOFTWARE_TOKEN_MFA answers may name the user by email', async () => {
    const mfaPool = await createPoolWithClient(env.sdk, {
      UsernameAttributes: ['email'],
      MfaConfiguration: 'ON',
    });
    const { email, password } = uniqueUser('totp');
    const since = new Date();
    await signUpByEmail(email, password, mfaPool.clientId);
    const code = await env.harness.codeFor(email, { since });
    await env.sdk.send(
      new ConfirmSignUpCommand({
        ClientId: mfaPool.clientId,
        Username: email,
        ConfirmationCode: code,
      }),
    );
    const setup = await passwordSignInAs(env.sdk, mfaPool.clientId, email, password);
    expect(setup.ChallengeName).toBe('MFA_SETUP');
    const associated = await env.sdk.send(
      new AssociateSoftwareTokenCommand({ Session: setup.Session }),
    );
    const authenticator = createAuthenticator(String(associated.SecretCode));
    const verified = await env.sdk.send(
      new VerifySoftwareTokenCommand({
        Session: associated.Session,
        UserCode: authenticator.nextCode(),
      }),
    );
    await env.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: mfaPool.clientId,
        ChallengeName: 'MFA_SETUP',
        Session: verified.Session,
        ChallengeResponses: { USERNAME: email },
      }),
    );
    const challenged = await passwordSignInAs(env.sdk, mfaPool.clientId, email, password);
    expect(challenged.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const wrong = await errorOf(
      answerTotpChallenge(env.sdk, mfaPool.clientId, {
        session: challenged.Session,
        username: email,
        code: wrongCode(authenticator.secret),
      }),
    );
    expect(wrong.name).toBe('CodeMismatchException');
    const done = await answerTotpChallenge(env.sdk, mfaPool.clientId, {
      session: challenged.Session,
      username: email,
      code: authenticator.nextCode(),
    });
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('ListUsers shows the generated usernames', async () => {
    const { email } = uniqueUser('listed');
    const up = await signUpByEmail(email);
    const listed = await env.sdk.send(
      new ListUsersCommand({ UserPoolId: pool.poolId, Filter: `email = "${email}"` }),
    );
    expect(listed.Users?.map((user) => user.Username)).toEqual([up.UserSub]);
  });

  it("changing a user's email to another user's gets AliasExistsException", async () => {
    const first = uniqueUser('holder');
    const second = uniqueUser('taker');
    await signUpByEmail(first.email);
    await signUpByEmail(second.email);
    expect(
      await errorOf(
        env.sdk.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: pool.poolId,
            Username: second.email,
            UserAttributes: [{ Name: 'email', Value: first.email }],
          }),
        ),
      ),
    ).toEqual({
      name: 'AliasExistsException',
      message: 'An account with the given email already exists.',
    });
  });
});

describe('email or phone number as the username', () => {
  it('SignUp takes either, the other refused with Cognito message', async () => {
    const both = await createPoolWithClient(env.sdk, {
      UsernameAttributes: ['email', 'phone_number'],
    });
    const byPhone = await signUpByEmail('+15555550123', 'Correct-Horse-1', both.clientId);
    const user = await env.sdk.send(
      new AdminGetUserCommand({ UserPoolId: both.poolId, Username: '+15555550123' }),
    );
    expect(user.Username).toBe(byPhone.UserSub);
    expect(user.UserAttributes).toContainEqual({ Name: 'phone_number', Value: '+15555550123' });
    expect(await errorOf(signUpByEmail('plainname', 'Correct-Horse-1', both.clientId))).toEqual({
      name: 'InvalidParameterException',
      message: 'Username should be either an email or a phone number.',
    });
  });
});

describe('aws-amplify with loginWith email', () => {
  it('signs up, confirms and signs in by email, the user named by the generated username', async () => {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: pool.poolId,
          userPoolClientId: pool.clientId,
          userPoolEndpoint: env.harness.identity.url,
          loginWith: { email: true },
        },
      },
    });
    const { email, password } = uniqueUser('amplify');
    const since = new Date();
    const up = await signUp({
      username: email,
      password,
      options: { userAttributes: { email } },
    });
    expect(up.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const code = await env.harness.codeFor(email, { since });
    const confirmed = await confirmSignUp({ username: email, confirmationCode: code });
    expect(confirmed.nextStep.signUpStep).toBe('DONE');

    const signedIn = await signIn({ username: email, password });
    expect(signedIn.nextStep.signInStep).toBe('DONE');
    const current = await getCurrentUser();
    expect(current.username).toBe(up.userId);
    expect(current.userId).toBe(up.userId);
    expect(current.signInDetails?.loginId).toBe(email);
    await signOut();
  });
});
