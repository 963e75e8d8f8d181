import {
  AdminCreateUserCommand,
  AdminDeleteUserAttributesCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserAttributesCommand,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();

const attributesOf = async (UserPoolId: string, Username: string) =>
  Object.fromEntries(
    (
      (await env.sdk.send(new AdminGetUserCommand({ UserPoolId, Username }))).UserAttributes ?? []
    ).map((attribute) => [attribute.Name, attribute.Value]),
  );

/** A pool with MFA off, no auto-verified attributes and a required `nickname`, and its client. */
async function createPlainPool() {
  const created = await env.sdk.send(
    new CreateUserPoolCommand({
      PoolName: 'plain',
      Schema: [{ Name: 'nickname', AttributeDataType: 'String', Required: true, Mutable: true }],
    }),
  );
  const poolId = String(created.UserPool?.Id);
  const client = await env.sdk.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: 'plain',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  return { poolId, clientId: String(client.UserPoolClient?.ClientId) };
}

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
      message: 'Initiate Auth method not supported',
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

  it('a user still on the temporary password (FORCE_CHANGE_PASSWORD)', async () => {
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

describe('a pool without AutoVerifiedAttributes, and deleting attributes', () => {
  let plain: { poolId: string; clientId: string };
  beforeAll(async () => {
    plain = await createPlainPool();
  });

  async function signInToPlainPool(person: { username: string; password: string }) {
    const signedIn = await env.sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: plain.clientId,
        AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
      }),
    );
    return String(signedIn.AuthenticationResult?.AccessToken);
  }

  it('only email and phone_number can be verified, in Cognito’s words', async () => {
    const person = uniqueUser('verifier');
    await env.harness.identity.seedUsers(
      [{ ...person, attributes: { nickname: 'v' } }],
      plain.poolId,
    );
    const AccessToken = await signInToPlainPool(person);
    const error = await errorOf(
      env.sdk.send(
        new GetUserAttributeVerificationCodeCommand({ AccessToken, AttributeName: 'given_name' }),
      ),
    );
    expect(error).toEqual({
      name: 'InvalidParameterException',
      message: 'Invalid attribute name. Only phone_number and email can be verified.',
    });
  });

  it('SignUp sends no code and returns no CodeDeliveryDetails', async () => {
    const person = uniqueUser('noverify');
    const result = await env.sdk.send(
      new SignUpCommand({
        ClientId: plain.clientId,
        Username: person.username,
        Password: person.password,
        UserAttributes: [{ Name: 'email', Value: person.email }],
      }),
    );
    expect(result.UserConfirmed).toBe(false);
    expect(result.CodeDeliveryDetails).toBeUndefined();
    const mailed = await env.harness.mail.list();
    expect(
      mailed.filter((message) => message.To.some((to) => to.Address === person.email)),
    ).toEqual([]);
  });

  it('DeleteUserAttributes removes the signed-in user’s attributes, by the attribute rules', async () => {
    const person = uniqueUser('deleter');
    await env.harness.identity.seedUsers(
      [{ ...person, attributes: { given_name: 'Ada', nickname: 'ada' } }],
      plain.poolId,
    );
    const AccessToken = await signInToPlainPool(person);
    await env.sdk.send(
      new DeleteUserAttributesCommand({ AccessToken, UserAttributeNames: ['given_name'] }),
    );
    const user = await env.sdk.send(new GetUserCommand({ AccessToken }));
    expect(user.UserAttributes?.map((attribute) => attribute.Name)).not.toContain('given_name');
    for (const [name, message] of [
      ['sub', /sub/],
      ['custom:nothing', /custom:nothing: Attribute does not exist in the schema/],
      ['email_verified', /email_verified/],
      ['nickname', /^Invalid user attributes: nickname: Required attribute cannot be deleted\.$/],
    ] as const) {
      const error = await errorOf(
        env.sdk.send(new DeleteUserAttributesCommand({ AccessToken, UserAttributeNames: [name] })),
      );
      expect(error.name, name).toBe('InvalidParameterException');
      expect(error.message, name).toMatch(message);
    }
  });

  it('AdminDeleteUserAttributes removes attributes, keeps required ones and the email', async () => {
    const person = uniqueUser('admindeleter');
    await env.harness.identity.seedUsers([
      { ...person, attributes: { 'custom:firstName': 'Ada', given_name: 'Ada' } },
    ]);
    const target = { UserPoolId: env.poolId, Username: person.username };
    await env.sdk.send(
      new AdminDeleteUserAttributesCommand({
        ...target,
        UserAttributeNames: ['custom:firstName', 'given_name', 'email_verified'],
      }),
    );
    const left = await attributesOf(env.poolId, person.username);
    expect(left).not.toHaveProperty('custom:firstName');
    expect(left).not.toHaveProperty('given_name');
    expect(left).not.toHaveProperty('email_verified');
    const email = await errorOf(
      env.sdk.send(
        new AdminDeleteUserAttributesCommand({ ...target, UserAttributeNames: ['email'] }),
      ),
    );
    expect(email.name).toBe('InvalidParameterException');
    expect((await attributesOf(env.poolId, person.username)).email).toBe(person.email);
  });
});
