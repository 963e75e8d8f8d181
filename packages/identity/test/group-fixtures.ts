import {
  AdminAddUserToGroupCommand,
  CreateGroupCommand,
  type CognitoIdentityProviderClient,
  type CreateGroupCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';

import { uniqueUser } from './harness.js';
import type { SdkHarness } from './sdk-fixtures.js';

let counter = 0;
/** A group name unique within the run. */
export function uniqueGroupName(prefix = 'group') {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function createGroup(
  sdk: CognitoIdentityProviderClient,
  input: Omit<CreateGroupCommandInput, 'GroupName'> & { GroupName?: string },
) {
  return sdk.send(new CreateGroupCommand({ GroupName: uniqueGroupName(), ...input }));
}

export function addToGroup(
  sdk: CognitoIdentityProviderClient,
  poolId: string,
  username: string,
  groupName: string,
) {
  return sdk.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: poolId,
      Username: username,
      GroupName: groupName,
    }),
  );
}

/** Runs `work` over `items`, `parallel` at a time. */
export async function inBatches<T>(
  items: T[],
  parallel: number,
  work: (item: T) => Promise<unknown>,
) {
  for (let start = 0; start < items.length; start += parallel) {
    await Promise.all(items.slice(start, start + parallel).map(work));
  }
}

/** A new confirmed user seeded into the store. */
export async function seededUser(env: SdkHarness, prefix = 'member') {
  const person = uniqueUser(prefix);
  await env.harness.identity.seedUsers([person]);
  return person;
}
