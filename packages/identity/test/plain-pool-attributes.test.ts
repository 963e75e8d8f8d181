import {
  AdminDeleteUserAttributesCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserAttributesCommand,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import { adminAttributesOf, errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();

const attributesOf = (UserPoolId: string, Username: string) =>
  adminAttributesOf(env.sdk, UserPoolId, Username);

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
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'nickname', Value: 'nv' },
        ],
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
