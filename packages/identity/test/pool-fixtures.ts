import {
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  type CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { SdkHarness } from './sdk-fixtures.js';

export async function createPoolFor(
  env: SdkHarness,
  input: Partial<CreateUserPoolCommandInput> = {},
) {
  const created = await env.sdk.send(new CreateUserPoolCommand({ PoolName: 'life', ...input }));
  return String(created.UserPool?.Id);
}

export async function describePoolFor(env: SdkHarness, poolId: string) {
  const described = await env.sdk.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
  if (!described.UserPool) throw new Error('no UserPool in the answer');
  return described.UserPool;
}
