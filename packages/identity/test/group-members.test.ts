import {
  AdminDeleteUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  DeleteGroupCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import {
  addToGroup,
  createGroup,
  inBatches,
  seededUser,
  uniqueGroupName,
} from './group-fixtures.js';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';
import { testStores } from './test-stores.js';

const userNotFound = { name: 'UserNotFoundException', message: 'User does not exist.' };

describe.each(testStores())('group members on $name', (store) => {
  const env = useSdkHarness({}, store);

  describe('members of a group', () => {
    it('adds a user once however often added, and lists members and groups in pages', async () => {
      const groupNames = [uniqueGroupName('a'), uniqueGroupName('b'), uniqueGroupName('c')];
      for (const GroupName of groupNames)
        await createGroup(env.sdk, { UserPoolId: env.poolId, GroupName });
      const people = [
        await seededUser(env, 'm'),
        await seededUser(env, 'm'),
        await seededUser(env, 'm'),
      ];
      for (const person of people) {
        await addToGroup(env.sdk, env.poolId, person.username, groupNames[0] ?? '');
        await addToGroup(env.sdk, env.poolId, person.username, groupNames[0] ?? '');
      }
      for (const GroupName of groupNames.slice(1)) {
        await addToGroup(env.sdk, env.poolId, people[0]?.username ?? '', GroupName);
      }
      const members: string[] = [];
      let NextToken: string | undefined;
      do {
        const page = await env.sdk.send(
          new ListUsersInGroupCommand({
            UserPoolId: env.poolId,
            GroupName: groupNames[0],
            Limit: 2,
            NextToken,
          }),
        );
        members.push(...(page.Users ?? []).map((user) => String(user.Username)));
        expect(page.Users?.[0]).toMatchObject({ Enabled: true, UserStatus: 'CONFIRMED' });
        expect(page.Users?.[0]?.Attributes?.map((attribute) => attribute.Name)).toContain('sub');
        NextToken = page.NextToken;
      } while (NextToken);
      expect(members).toEqual(people.map((person) => person.username).sort());
      const first = await env.sdk.send(
        new AdminListGroupsForUserCommand({
          UserPoolId: env.poolId,
          Username: people[0]?.username,
          Limit: 2,
        }),
      );
      expect(first.Groups?.map((group) => group.GroupName)).toEqual(groupNames.slice(0, 2));
      const rest = await env.sdk.send(
        new AdminListGroupsForUserCommand({
          UserPoolId: env.poolId,
          Username: people[0]?.username,
          NextToken: first.NextToken,
        }),
      );
      expect(rest.Groups?.map((group) => group.GroupName)).toEqual(groupNames.slice(2));
      expect(rest.NextToken).toBeUndefined();
    });

    it('removes a member, and removing a user who is not a member succeeds', async () => {
      const { Group } = await createGroup(env.sdk, { UserPoolId: env.poolId });
      const person = await seededUser(env);
      const membership = {
        UserPoolId: env.poolId,
        Username: person.username,
        GroupName: Group?.GroupName,
      };
      await addToGroup(env.sdk, env.poolId, person.username, String(Group?.GroupName));
      await env.sdk.send(new AdminRemoveUserFromGroupCommand(membership));
      await env.sdk.send(new AdminRemoveUserFromGroupCommand(membership));
      const groups = await env.sdk.send(
        new AdminListGroupsForUserCommand({ UserPoolId: env.poolId, Username: person.username }),
      );
      expect(groups.Groups).toEqual([]);
    });

    it('answers "User does not exist." for an unknown user', async () => {
      const { Group } = await createGroup(env.sdk, { UserPoolId: env.poolId });
      const membership = {
        UserPoolId: env.poolId,
        Username: 'nobody-here',
        GroupName: Group?.GroupName,
      };
      expect(
        await errorOf(addToGroup(env.sdk, env.poolId, 'nobody-here', String(Group?.GroupName))),
      ).toEqual(userNotFound);
      expect(await errorOf(env.sdk.send(new AdminRemoveUserFromGroupCommand(membership)))).toEqual(
        userNotFound,
      );
      expect(
        await errorOf(
          env.sdk.send(
            new AdminListGroupsForUserCommand({ UserPoolId: env.poolId, Username: 'nobody-here' }),
          ),
        ),
      ).toEqual(userNotFound);
    });

    it('deleting a group with members takes it from them; deleting a user leaves no membership', async () => {
      const { Group } = await createGroup(env.sdk, { UserPoolId: env.poolId });
      const GroupName = String(Group?.GroupName);
      const kept = await createGroup(env.sdk, { UserPoolId: env.poolId });
      const person = await seededUser(env);
      await addToGroup(env.sdk, env.poolId, person.username, GroupName);
      await addToGroup(env.sdk, env.poolId, person.username, String(kept.Group?.GroupName));
      await env.sdk.send(new DeleteGroupCommand({ UserPoolId: env.poolId, GroupName }));
      const left = await env.sdk.send(
        new AdminListGroupsForUserCommand({ UserPoolId: env.poolId, Username: person.username }),
      );
      expect(left.Groups?.map((group) => group.GroupName)).toEqual([kept.Group?.GroupName]);
      await env.sdk.send(
        new AdminDeleteUserCommand({ UserPoolId: env.poolId, Username: person.username }),
      );
      await env.harness.identity.seedUsers([person]);
      const members = await env.sdk.send(
        new ListUsersInGroupCommand({ UserPoolId: env.poolId, GroupName: kept.Group?.GroupName }),
      );
      expect(members.Users).toEqual([]);
    });

    it('a user may be in 100 groups: the 101st is refused, adding an existing one again is not', async () => {
      const person = await seededUser(env, 'quota');
      const names = Array.from({ length: 101 }, () => uniqueGroupName('q'));
      await inBatches(names, 10, (GroupName) =>
        createGroup(env.sdk, { UserPoolId: env.poolId, GroupName }),
      );
      await inBatches(names.slice(0, 100), 10, (name) =>
        addToGroup(env.sdk, env.poolId, person.username, name),
      );
      expect(
        await errorOf(addToGroup(env.sdk, env.poolId, person.username, names[100] ?? '')),
      ).toEqual({
        name: 'LimitExceededException',
        message: 'A user can be a member of at most 100 groups.',
      });
      await addToGroup(env.sdk, env.poolId, person.username, names[0] ?? '');
    });
  });
});
