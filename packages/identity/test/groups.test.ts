import {
  CreateGroupCommand,
  CreateUserPoolCommand,
  DeleteGroupCommand,
  GetGroupCommand,
  ListGroupsCommand,
  ListUsersInGroupCommand,
  UpdateGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { addToGroup, createGroup, seededUser, uniqueGroupName } from './group-fixtures.js';
import { errorOf, useOffsetClock, useSdkHarness } from './sdk-fixtures.js';
import { testStores } from './test-stores.js';

const roleArn = (name: string) => `arn:aws:iam::123456789012:role/${name}`;
const groupNotFound = { name: 'ResourceNotFoundException', message: 'Group not found.' };

describe.each(testStores())('groups on $name', (store) => {
  const clock = useOffsetClock();
  const env = useSdkHarness({ clock }, store);

  describe('groups of a user pool', () => {
    it('creates a group and reads it back; fields never set are left out', async () => {
      const name = uniqueGroupName('Readers');
      const created = await createGroup(env.sdk, { UserPoolId: env.poolId, GroupName: name });
      expect(created.Group).toEqual({
        GroupName: name,
        UserPoolId: env.poolId,
        CreationDate: expect.any(Date),
        LastModifiedDate: expect.any(Date),
      });
      const full = await createGroup(env.sdk, {
        UserPoolId: env.poolId,
        Description: 'Editors of the site',
        RoleArn: roleArn('Editors'),
        Precedence: 0,
      });
      const read = await env.sdk.send(
        new GetGroupCommand({ UserPoolId: env.poolId, GroupName: full.Group?.GroupName }),
      );
      expect(read.Group).toEqual(full.Group);
      expect(read.Group).toMatchObject({ Description: 'Editors of the site', Precedence: 0 });
    });

    it('refuses a name already used in the pool, compared exactly (case matters)', async () => {
      const name = uniqueGroupName('Admins');
      await createGroup(env.sdk, { UserPoolId: env.poolId, GroupName: name });
      expect(
        await errorOf(createGroup(env.sdk, { UserPoolId: env.poolId, GroupName: name })),
      ).toEqual({
        name: 'GroupExistsException',
        message: `A group with the name ${name} already exists.`,
      });
      const other = await createGroup(env.sdk, {
        UserPoolId: env.poolId,
        GroupName: name.toLowerCase(),
      });
      expect(other.Group?.GroupName).toBe(name.toLowerCase());
    });

    it('validates name, description, precedence and role ARN as Cognito does', async () => {
      const invalid = [
        { GroupName: 'has space' },
        { GroupName: 'x'.repeat(129) },
        { Description: 'd'.repeat(2049) },
        { Precedence: -1 },
        { Precedence: 2 ** 31 },
        { RoleArn: 'arn:aws:iam::1:r' },
        { RoleArn: 'not-an-arn-but-long-enough' },
      ];
      for (const fields of invalid) {
        const error = await errorOf(
          env.sdk.send(
            new CreateGroupCommand({
              UserPoolId: env.poolId,
              GroupName: uniqueGroupName(),
              ...fields,
            }),
          ),
        );
        expect(error.name, JSON.stringify(fields).slice(0, 60)).toBe('InvalidParameterException');
      }
      const longest = await createGroup(env.sdk, {
        UserPoolId: env.poolId,
        GroupName: `ÄÖ-${'g'.repeat(125)}`,
        Description: 'd'.repeat(2048),
        Precedence: 2 ** 31 - 1,
      });
      expect(longest.Group?.Precedence).toBe(2 ** 31 - 1);
    });

    it('answers ResourceNotFoundException for an unknown pool and "Group not found." for an unknown group', async () => {
      const unknownPool = await errorOf(createGroup(env.sdk, { UserPoolId: 'us-east-1_Unknown' }));
      expect(unknownPool.name).toBe('ResourceNotFoundException');
      const GroupName = uniqueGroupName('missing');
      const pool = { UserPoolId: env.poolId, GroupName };
      expect(await errorOf(env.sdk.send(new GetGroupCommand(pool)))).toEqual(groupNotFound);
      expect(await errorOf(env.sdk.send(new UpdateGroupCommand(pool)))).toEqual(groupNotFound);
      expect(await errorOf(env.sdk.send(new DeleteGroupCommand(pool)))).toEqual(groupNotFound);
      expect(await errorOf(env.sdk.send(new ListUsersInGroupCommand(pool)))).toEqual(groupNotFound);
      const person = await seededUser(env);
      expect(await errorOf(addToGroup(env.sdk, env.poolId, person.username, GroupName))).toEqual(
        groupNotFound,
      );
    });

    it('UpdateGroup changes the fields given and keeps those left out', async () => {
      const created = await createGroup(env.sdk, {
        UserPoolId: env.poolId,
        Description: 'before',
        RoleArn: roleArn('Before'),
        Precedence: 3,
      });
      const GroupName = created.Group?.GroupName;
      clock.advanceBy(60_000);
      const updated = await env.sdk.send(
        new UpdateGroupCommand({ UserPoolId: env.poolId, GroupName, Precedence: 1 }),
      );
      expect(updated.Group).toMatchObject({
        Description: 'before',
        RoleArn: roleArn('Before'),
        Precedence: 1,
        CreationDate: created.Group?.CreationDate,
      });
      expect(Number(updated.Group?.LastModifiedDate)).toBeGreaterThan(
        Number(created.Group?.LastModifiedDate) + 59_000,
      );
      const again = await env.sdk.send(
        new UpdateGroupCommand({
          UserPoolId: env.poolId,
          GroupName,
          Description: '',
          RoleArn: roleArn('After'),
        }),
      );
      expect(again.Group).toMatchObject({
        Description: '',
        RoleArn: roleArn('After'),
        Precedence: 1,
      });
    });

    it('ListGroups pages by name with Limit and NextToken, and refuses a token it did not issue', async () => {
      const pool = await env.sdk.send(new CreateUserPoolCommand({ PoolName: 'groups-paging' }));
      const UserPoolId = String(pool.UserPool?.Id);
      const names = ['delta', 'Alpha', 'charlie', 'bravo', 'Echo'];
      for (const GroupName of names) await createGroup(env.sdk, { UserPoolId, GroupName });
      const seen: string[] = [];
      let NextToken: string | undefined;
      do {
        const page = await env.sdk.send(new ListGroupsCommand({ UserPoolId, Limit: 2, NextToken }));
        expect(page.Groups?.length).toBeLessThanOrEqual(2);
        seen.push(...(page.Groups ?? []).map((group) => String(group.GroupName)));
        NextToken = page.NextToken;
      } while (NextToken);
      expect(seen).toEqual(['Alpha', 'Echo', 'bravo', 'charlie', 'delta']);
      const all = await env.sdk.send(new ListGroupsCommand({ UserPoolId }));
      expect(all.Groups).toHaveLength(5);
      expect(all.NextToken).toBeUndefined();
      expect(
        (await errorOf(env.sdk.send(new ListGroupsCommand({ UserPoolId, NextToken: 'bm90*' }))))
          .name,
      ).toBe('InvalidParameterException');
      expect(
        (await errorOf(env.sdk.send(new ListGroupsCommand({ UserPoolId, Limit: 61 })))).name,
      ).toBe('InvalidParameterException');
    });
  });
});
