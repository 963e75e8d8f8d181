import {
  AdminCreateUserCommand,
  AdminDeleteSoftwareTokenCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminResetUserPasswordCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUserGlobalSignOutCommand,
  ConfirmSignUpCommand,
  CreateUserPoolClientCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import {
  errorOf,
  passwordSignIn,
  seedUserWithMfa,
  signInAndEnrol,
  signUp,
  srpPasswordSignIn,
  useSdkHarness,
  type Person,
} from './sdk-fixtures.js';

/**
 * What a support console reads and does through the admin API: a user's status and MFA as
 * AdminGetUser reports them, disabling and enabling sign-in, resending a confirmation code and
 * signing a user out everywhere.
 */
const env = useSdkHarness({ srpWorkers: 1 });

const target = (person: Person) => ({ UserPoolId: env.poolId, Username: person.username });
const adminGet = (person: Person) => env.sdk.send(new AdminGetUserCommand(target(person)));
const disabled = { name: 'NotAuthorizedException', message: 'User is disabled.' };

describe('AdminGetUser for a support console', () => {
  it('reports status, dates and no MFA fields for a user who has no factor', async () => {
    const person = uniqueUser('viewplain');
    await env.harness.identity.seedUsers([person]);
    const user = await adminGet(person);
    expect(user).toMatchObject({ Username: person.username, Enabled: true });
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserCreateDate).toBeInstanceOf(Date);
    expect(user.UserLastModifiedDate).toBeInstanceOf(Date);
    expect(user.MFAOptions).toBeUndefined();
    expect(user.UserMFASettingList).toBeUndefined();
    expect(user.PreferredMfaSetting).toBeUndefined();
  });

  it('reports UNCONFIRMED, FORCE_CHANGE_PASSWORD and RESET_REQUIRED', async () => {
    const unconfirmed = uniqueUser('viewunconfirmed');
    await signUp(env, unconfirmed);
    expect((await adminGet(unconfirmed)).UserStatus).toBe('UNCONFIRMED');
    const invited = uniqueUser('viewinvited');
    await env.sdk.send(
      new AdminCreateUserCommand({
        ...target(invited),
        TemporaryPassword: 'Temporary-Pass-1',
        MessageAction: 'SUPPRESS',
      }),
    );
    expect((await adminGet(invited)).UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const reset = uniqueUser('viewreset');
    await env.harness.identity.seedUsers([reset]);
    await env.sdk.send(new AdminResetUserPasswordCommand(target(reset)));
    expect((await adminGet(reset)).UserStatus).toBe('RESET_REQUIRED');
  });

  it('lists a verified authenticator as the preferred factor, without MFAOptions', async () => {
    const { person } = await seedUserWithMfa(env, 'viewtotp');
    const user = await adminGet(person);
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(user.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
    expect(user.MFAOptions).toBeUndefined();
  });

  it('keeps an empty list once the authenticator is turned off with AdminSetUserMFAPreference', async () => {
    const { person } = await seedUserWithMfa(env, 'viewoff');
    await env.sdk.send(
      new AdminSetUserMFAPreferenceCommand({
        ...target(person),
        SoftwareTokenMfaSettings: { Enabled: false },
      }),
    );
    const user = await adminGet(person);
    expect(user.UserMFASettingList).toEqual([]);
    expect(user.PreferredMfaSetting).toBeUndefined();
  });

  it('drops the list and the preference after AdminDeleteSoftwareToken, and has them again after a new authenticator', async () => {
    const { person } = await seedUserWithMfa(env, 'viewreset');
    const before = (await adminGet(person)).UserLastModifiedDate;
    await env.sdk.send(new AdminDeleteSoftwareTokenCommand(target(person)));
    const after = await adminGet(person);
    expect(after.UserMFASettingList).toBeUndefined();
    expect(after.PreferredMfaSetting).toBeUndefined();
    expect(after.UserLastModifiedDate?.getTime()).toBeGreaterThanOrEqual(Number(before?.getTime()));
    await signInAndEnrol(env.sdk, env.clientId, person);
    const again = await adminGet(person);
    expect(again.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(again.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('answers AdminDeleteSoftwareToken for a user without an authenticator with success, changing nothing', async () => {
    const person = uniqueUser('viewnotoken');
    await env.harness.identity.seedUsers([person]);
    expect(await env.sdk.send(new AdminDeleteSoftwareTokenCommand(target(person)))).toMatchObject(
      {},
    );
    expect((await passwordSignIn(env.sdk, env.clientId, person)).ChallengeName).toBe('MFA_SETUP');
  });

  it('still reads a user after AdminUserGlobalSignOut', async () => {
    const { person, tokens } = await seedUserWithMfa(env, 'viewsignout');
    await env.sdk.send(new AdminUserGlobalSignOutCommand(target(person)));
    const user = await adminGet(person);
    expect(user).toMatchObject({ Enabled: true, UserStatus: 'CONFIRMED' });
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(
      (await errorOf(env.sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))))
        .message,
    ).toBe('Access Token has been revoked');
  });
});

describe('a disabled user', () => {
  async function serverClient() {
    const created = await env.sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: env.poolId,
        ClientName: 'support-server',
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    return String(created.UserPoolClient?.ClientId);
  }

  it('is shown as Enabled false with its status kept', async () => {
    const person = uniqueUser('offview');
    await env.harness.identity.seedUsers([person]);
    await env.sdk.send(new AdminDisableUserCommand(target(person)));
    expect(await adminGet(person)).toMatchObject({ Enabled: false, UserStatus: 'CONFIRMED' });
  });

  it('is refused at SRP, password and ADMIN_USER_PASSWORD_AUTH sign-in until enabled again', async () => {
    const { person } = await seedUserWithMfa(env, 'offsignin');
    const clientId = await serverClient();
    const adminSignIn = () =>
      env.sdk.send(
        new AdminInitiateAuthCommand({
          UserPoolId: env.poolId,
          ClientId: clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
        }),
      );
    const srp = async () =>
      (await srpPasswordSignIn(env.sdk, env.clientId, person.username, person.password)).respond();
    await env.sdk.send(new AdminDisableUserCommand(target(person)));
    expect(await errorOf(srp())).toEqual(disabled);
    expect(await errorOf(passwordSignIn(env.sdk, env.clientId, person))).toEqual(disabled);
    expect(await errorOf(adminSignIn())).toEqual(disabled);
    await env.sdk.send(new AdminEnableUserCommand(target(person)));
    expect((await srp()).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect((await adminSignIn()).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('loses its tokens: access tokens fail, refresh is refused, also once enabled again', async () => {
    const { person, tokens } = await seedUserWithMfa(env, 'offtokens');
    const refresh = () =>
      env.sdk.send(
        new InitiateAuthCommand({
          ClientId: env.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: String(tokens.RefreshToken) },
        }),
      );
    await env.sdk.send(new AdminDisableUserCommand(target(person)));
    expect(
      (await errorOf(env.sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken })))).name,
    ).toBe('NotAuthorizedException');
    expect((await errorOf(refresh())).name).toBe('NotAuthorizedException');
    await env.sdk.send(new AdminEnableUserCommand(target(person)));
    expect((await errorOf(refresh())).name).toBe('NotAuthorizedException');
    expect(
      (await errorOf(env.sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken })))).name,
    ).toBe('NotAuthorizedException');
  });
});

describe('ResendConfirmationCode', () => {
  const resend = (person: Person) =>
    env.sdk.send(
      new ResendConfirmationCodeCommand({ ClientId: env.clientId, Username: person.username }),
    );

  it('mails an unconfirmed user a new code that replaces the first one', async () => {
    const person = uniqueUser('resendnew');
    await signUp(env, person);
    const first = await env.harness.codeFor(person.email);
    const since = new Date();
    const answer = await resend(person);
    expect(answer.CodeDeliveryDetails).toMatchObject({
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const second = await env.harness.codeFor(person.email, { since });
    expect(second).not.toBe(first);
    const confirm = (ConfirmationCode: string) =>
      env.sdk.send(
        new ConfirmSignUpCommand({
          ClientId: env.clientId,
          Username: person.username,
          ConfirmationCode,
        }),
      );
    expect((await errorOf(confirm(first))).name).toBe('CodeMismatchException');
    await confirm(second);
    expect((await adminGet(person)).UserStatus).toBe('CONFIRMED');
  });

  it('refuses the sixth resend within an hour', async () => {
    const person = uniqueUser('resendlimit');
    await signUp(env, person);
    for (let attempt = 0; attempt < 5; attempt += 1) await resend(person);
    expect(await errorOf(resend(person))).toEqual({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it('answers a confirmed user "User is already confirmed."', async () => {
    const person = uniqueUser('resendconfirmed');
    await env.harness.identity.seedUsers([person]);
    expect(await errorOf(resend(person))).toEqual({
      name: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });
});
