import {
  AdminCreateUserCommand,
  AdminUpdateUserAttributesCommand,
  CreateUserPoolClientCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPoolFor } from './pool-fixtures.js';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();
let poolId: string;
let clientId: string;

beforeAll(async () => {
  poolId = await createPoolFor(env, {
    Schema: [
      { Name: 'email', AttributeDataType: 'String', Required: true },
      { Name: 'name', Required: true },
      { Name: 'given_name', Mutable: false },
      { Name: 'plan', AttributeDataType: 'String', Mutable: false },
    ],
  });
  const client = await env.sdk.send(
    new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'required' }),
  );
  clientId = String(client.UserPoolClient?.ClientId);
});

const bothMissing = {
  name: 'InvalidParameterException',
  message:
    'Attributes did not conform to the schema: name: The attribute is required\nemail: The attribute is required',
};

describe('required standard attributes', () => {
  it('SignUp without them is refused, naming each', async () => {
    const signUp = env.sdk.send(
      new SignUpCommand({ ClientId: clientId, Username: 'nameless', Password: 'Longenough-1' }),
    );
    expect(await errorOf(signUp)).toEqual(bothMissing);
  });

  it('AdminCreateUser without them is refused; with them it succeeds', async () => {
    const create = (UserAttributes: { Name: string; Value: string }[]) =>
      env.sdk.send(
        new AdminCreateUserCommand({
          UserPoolId: poolId,
          Username: 'grace',
          MessageAction: 'SUPPRESS',
          UserAttributes,
        }),
      );
    expect(await errorOf(create([]))).toEqual(bothMissing);
    const created = await create([
      { Name: 'email', Value: 'grace@example.com' },
      { Name: 'name', Value: 'Grace' },
    ]);
    expect(created.User?.Username).toBe('grace');
  });

  it('cannot be removed from a user', async () => {
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: 'ada',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: 'ada@example.com' },
          { Name: 'name', Value: 'Ada' },
        ],
      }),
    );
    const remove = env.sdk.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: poolId,
        Username: 'ada',
        UserAttributes: [{ Name: 'name', Value: '' }],
      }),
    );
    expect(await errorOf(remove)).toEqual({
      name: 'InvalidParameterException',
      message: 'Invalid user attributes: name: Required attribute cannot be deleted.',
    });
  });
});

describe('attributes declared not Mutable', () => {
  it('are set when the user is created and cannot be changed after', async () => {
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: 'fixed',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: 'fixed@example.com' },
          { Name: 'name', Value: 'Fixed' },
          { Name: 'given_name', Value: 'Fix' },
          { Name: 'custom:plan', Value: 'gold' },
        ],
      }),
    );
    for (const [name, message] of [
      [
        'custom:plan',
        'user.custom:plan: Attribute cannot be updated. (changing an immutable attribute)',
      ],
      [
        'given_name',
        'user.given_name: Attribute cannot be updated. (changing an immutable attribute)',
      ],
    ] as const) {
      const change = env.sdk.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: poolId,
          Username: 'fixed',
          UserAttributes: [{ Name: name, Value: 'other' }],
        }),
      );
      expect(await errorOf(change)).toEqual({ name: 'InvalidParameterException', message });
    }
  });
});
