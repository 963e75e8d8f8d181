import {
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();

describe('AccountRecoverySetting admin_only', () => {
  let poolId: string;
  let clientId: string;

  beforeAll(async () => {
    const created = await env.sdk.send(
      new CreateUserPoolCommand({
        PoolName: 'admin-only',
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
      }),
    );
    poolId = String(created.UserPool?.Id);
    clientId = String(
      (
        await env.sdk.send(
          new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'admin-only' }),
        )
      ).UserPoolClient?.ClientId,
    );
  });

  it('is stored and described as given', async () => {
    const { UserPool } = await env.sdk.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
    expect(UserPool?.AccountRecoverySetting).toEqual({
      RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }],
    });
  });

  it('makes ForgotPassword refuse, for known and unknown users alike', async () => {
    const person = uniqueUser('adminonly');
    await env.harness.identity.seedUsers([person], poolId);
    for (const Username of [person.username, 'nobody-here']) {
      expect(
        await errorOf(env.sdk.send(new ForgotPasswordCommand({ ClientId: clientId, Username }))),
      ).toEqual({
        name: 'NotAuthorizedException',
        message: 'Contact administrator to reset password.',
      });
    }
    // The administrator's own path stays open.
    await env.sdk.send(
      new AdminResetUserPasswordCommand({ UserPoolId: poolId, Username: person.username }),
    );
    const user = await env.sdk.send(
      new AdminGetUserCommand({ UserPoolId: poolId, Username: person.username }),
    );
    expect(user.UserStatus).toBe('RESET_REQUIRED');
  });
});
