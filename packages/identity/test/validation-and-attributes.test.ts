import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import { adminAttributesOf, errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();

const attributesOf = (UserPoolId: string, Username: string) =>
  adminAttributesOf(env.sdk, UserPoolId, Username);

describe('validation errors in Cognito wording, through the AWS SDK', () => {
  it('names a sensitive member without its value, with the model pattern', async () => {
    const error = await errorOf(
      env.sdk.send(
        new SignUpCommand({ ClientId: 'bad id!', Username: 'a', Password: 'Pass-word-1' }),
      ),
    );
    expect(error).toMatchObject({
      name: 'InvalidParameterException',
      message:
        "1 validation error detected: Value at 'clientId' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w+]+",
    });
  });

  it('echoes other values and counts every failed constraint', async () => {
    const error = await errorOf(
      env.sdk.send(new ListUsersCommand({ UserPoolId: 'bad id!', Limit: 61 })),
    );
    expect(error.message).toBe(
      "2 validation errors detected: Value 'bad id!' at 'userPoolId' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w-]+_[0-9a-zA-Z]+; " +
        "Value '61' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 60",
    );
  });

  it('names list members as list.N.member.name', async () => {
    const error = await errorOf(
      env.sdk.send(
        new AdminCreateUserCommand({
          UserPoolId: env.poolId,
          Username: uniqueUser('listmember').username,
          UserAttributes: [{ Name: 'x'.repeat(33), Value: 'v' }],
        }),
      ),
    );
    expect(error.message).toBe(
      `1 validation error detected: Value '${'x'.repeat(33)}' at 'userAttributes.1.member.name' failed to satisfy constraint: Member must have length less than or equal to 32`,
    );
  });

  it('an unknown AuthFlow is outside the AuthFlowType enum; an admin flow is not supported here', async () => {
    const unknown = await errorOf(
      env.sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'MAGIC' as 'USER_SRP_AUTH',
          ClientId: env.clientId,
          AuthParameters: {},
        }),
      ),
    );
    expect(unknown.message).toBe(
      "1 validation error detected: Value 'MAGIC' at 'authFlow' failed to satisfy constraint: Member must satisfy enum value set: [USER_SRP_AUTH, REFRESH_TOKEN_AUTH, REFRESH_TOKEN, CUSTOM_AUTH, ADMIN_NO_SRP_AUTH, USER_PASSWORD_AUTH, ADMIN_USER_PASSWORD_AUTH, USER_AUTH]",
    );
    const admin = await errorOf(
      env.sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'ADMIN_NO_SRP_AUTH',
          ClientId: env.clientId,
          AuthParameters: { USERNAME: 'a', PASSWORD: 'b' },
        }),
      ),
    );
    expect(admin).toMatchObject({
      name: 'InvalidParameterException',
      message: 'Initiate Auth method not supported.',
    });
  });
});

describe('attribute rules copied from Cognito', () => {
  it('email_verified "True" and "False" (any case) are accepted and stored as true/false', async () => {
    const person = uniqueUser('pythonic');
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: env.poolId,
        Username: person.username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'email_verified', Value: 'True' },
        ],
      }),
    );
    expect((await attributesOf(env.poolId, person.username)).email_verified).toBe('true');
    await env.sdk.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: env.poolId,
        Username: person.username,
        UserAttributes: [{ Name: 'email_verified', Value: 'FALSE' }],
      }),
    );
    expect((await attributesOf(env.poolId, person.username)).email_verified).toBe('false');
  });

  it('ListUsers refuses a filter on a custom attribute, which Cognito cannot search', async () => {
    const error = await errorOf(
      env.sdk.send(
        new ListUsersCommand({ UserPoolId: env.poolId, Filter: 'custom:firstName = "Ada"' }),
      ),
    );
    expect(error).toMatchObject({
      name: 'InvalidParameterException',
      message: 'Invalid search attribute: custom:firstName',
    });
  });
});

describe('AdminResetUserPassword refuses what Cognito refuses, and changes nothing', () => {
  const reset = (Username: string) =>
    errorOf(env.sdk.send(new AdminResetUserPasswordCommand({ UserPoolId: env.poolId, Username })));
  const statusOf = async (Username: string) =>
    (await env.sdk.send(new AdminGetUserCommand({ UserPoolId: env.poolId, Username }))).UserStatus;

  it('a user with no verified email or phone', async () => {
    const person = uniqueUser('noaddress');
    await env.harness.identity.seedUsers([
      { username: person.username, password: person.password },
    ]);
    expect(await reset(person.username)).toMatchObject({
      name: 'InvalidParameterException',
      message:
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
    });
    expect(await statusOf(person.username)).toBe('CONFIRMED');
  });

  it('a user still on the temporary password (FORCE_CHANGE_PASSWORD), as ForgotPassword does', async () => {
    const person = uniqueUser('temporary');
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: env.poolId,
        Username: person.username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(await reset(person.username)).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User password cannot be reset in the current state.',
    });
    expect(
      await errorOf(
        env.sdk.send(
          new ForgotPasswordCommand({ ClientId: env.clientId, Username: person.username }),
        ),
      ),
    ).toEqual({
      name: 'NotAuthorizedException',
      message: 'User password cannot be reset in the current state.',
    });
    expect(await statusOf(person.username)).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('a disabled user', async () => {
    const person = uniqueUser('disabled');
    await env.harness.identity.seedUsers([person]);
    await env.sdk.send(
      new AdminDisableUserCommand({ UserPoolId: env.poolId, Username: person.username }),
    );
    expect(await reset(person.username)).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled',
    });
    expect(await statusOf(person.username)).toBe('CONFIRMED');
  });
});
