import {
  AdminCreateUserCommand,
  CreateUserPoolClientCommand,
  DeleteUserPoolCommand,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  ListUserPoolsCommand,
  UpdateUserPoolCommand,
  type CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createPoolFor, describePoolFor } from './pool-fixtures.js';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();
const createPool = (input: Partial<CreateUserPoolCommandInput> = {}) => createPoolFor(env, input);
const describePool = (poolId: string) => describePoolFor(env, poolId);

describe('DeleteUserPool', () => {
  it('deletes the pool with its clients and users', async () => {
    const poolId = await createPool();
    const client = await env.sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: 'doomed',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    const clientId = String(client.UserPoolClient?.ClientId);
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: 'doomed',
        MessageAction: 'SUPPRESS',
      }),
    );
    await env.sdk.send(new DeleteUserPoolCommand({ UserPoolId: poolId }));

    expect(await errorOf(describePool(poolId))).toEqual({
      name: 'ResourceNotFoundException',
      message: `User pool ${poolId} does not exist.`,
    });
    expect(
      (
        await errorOf(
          env.sdk.send(
            new DescribeUserPoolClientCommand({ UserPoolId: poolId, ClientId: clientId }),
          ),
        )
      ).name,
    ).toBe('ResourceNotFoundException');
    const signIn = env.sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: 'doomed', PASSWORD: 'Whatever-1' },
      }),
    );
    expect((await errorOf(signIn)).name).toBe('ResourceNotFoundException');
    const listed = await env.sdk.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    expect(listed.UserPools?.map((pool) => pool.Id)).not.toContain(poolId);
  });

  it('refuses a pool under deletion protection until the protection is inactivated', async () => {
    const poolId = await createPool({ DeletionProtection: 'ACTIVE' });
    expect(await errorOf(env.sdk.send(new DeleteUserPoolCommand({ UserPoolId: poolId })))).toEqual({
      name: 'InvalidParameterException',
      message:
        'The user pool cannot be deleted because deletion protection is activated. Deletion protection must be inactivated first.',
    });
    expect((await describePool(poolId)).Id).toBe(poolId);
    await env.sdk.send(
      new UpdateUserPoolCommand({ UserPoolId: poolId, DeletionProtection: 'INACTIVE' }),
    );
    await env.sdk.send(new DeleteUserPoolCommand({ UserPoolId: poolId }));
    expect((await errorOf(describePool(poolId))).name).toBe('ResourceNotFoundException');
  });

  it('answers ResourceNotFoundException for a pool that does not exist', async () => {
    const error = await errorOf(
      env.sdk.send(new DeleteUserPoolCommand({ UserPoolId: 'us-east-1_NoSuchPool' })),
    );
    expect(error).toEqual({
      name: 'ResourceNotFoundException',
      message: 'User pool us-east-1_NoSuchPool does not exist.',
    });
  });
});
