import {
  AdminRemoveUserFromGroupCommand,
  DeleteGroupCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { addToGroup, createGroup, uniqueGroupName } from './group-fixtures.js';
import { uniqueUser } from './harness.js';
import {
  answerTotpChallenge,
  passwordSignIn,
  seedUserWithMfa,
  signInAndEnrol,
  useSdkHarness,
  type SdkHarness,
} from './sdk-fixtures.js';
import { testStores } from './test-stores.js';

const roleArn = (name: string) => `arn:aws:iam::123456789012:role/${name}`;
const groupClaimNames = ['cognito:groups', 'cognito:roles', 'cognito:preferred_role'];

function claimsOf(tokens: AuthenticationResultType | undefined) {
  return { id: decodeJwt(String(tokens?.IdToken)), access: decodeJwt(String(tokens?.AccessToken)) };
}

/** Groups named `<base>-<suffix>` (so their names sort by suffix), created in the pool. */
async function groupsNamed(
  env: SdkHarness,
  settings: Record<string, { precedence?: number; role?: string }>,
) {
  const base = uniqueGroupName('claims');
  const names: Record<string, string> = {};
  for (const [suffix, { precedence, role }] of Object.entries(settings)) {
    names[suffix] = `${base}-${suffix}`;
    await createGroup(env.sdk, {
      UserPoolId: env.poolId,
      GroupName: names[suffix],
      ...(precedence !== undefined ? { Precedence: precedence } : {}),
      ...(role ? { RoleArn: roleArn(role) } : {}),
    });
  }
  return names;
}

async function join(env: SdkHarness, username: string, names: string[]) {
  for (const name of names) await addToGroup(env.sdk, env.poolId, username, name);
}

describe.each(testStores())('group claims on $name', (store) => {
  const env = useSdkHarness({}, store);

  describe('group claims in the tokens', () => {
    it('a user in no group gets none of the group claims', async () => {
      const { tokens } = await seedUserWithMfa(env, 'nogroup');
      const { id, access } = claimsOf(tokens);
      for (const claim of groupClaimNames) {
        expect(id).not.toHaveProperty(claim);
        expect(access).not.toHaveProperty(claim);
      }
    });

    it('lists the groups lowest precedence first (none last, ties by name), the roles of those with one, and the preferred role', async () => {
      const names = await groupsNamed(env, {
        a: {},
        b: { precedence: 5, role: 'Five' },
        c: { precedence: 1 },
        d: { precedence: 1, role: 'One' },
        e: { precedence: 9, role: 'One' },
      });
      const person = uniqueUser('claims');
      await env.harness.identity.seedUsers([person]);
      await join(env, person.username, Object.values(names));
      const { tokens } = await signInAndEnrol(env.sdk, env.clientId, person);
      const { id, access } = claimsOf(tokens);
      const ordered = [names.c, names.d, names.b, names.e, names.a];
      expect(id['cognito:groups']).toEqual(ordered);
      expect(id['cognito:roles']).toEqual([roleArn('One'), roleArn('Five')]);
      expect(id['cognito:preferred_role']).toBe(roleArn('One'));
      expect(access['cognito:groups']).toEqual(ordered);
      expect(access).not.toHaveProperty('cognito:roles');
      expect(access).not.toHaveProperty('cognito:preferred_role');
    });

    it('sets no preferred role when the lowest-precedence groups with roles have different roles', async () => {
      const tied = await groupsNamed(env, {
        x: { precedence: 2, role: 'X' },
        y: { precedence: 2, role: 'Y' },
      });
      const person = uniqueUser('tie');
      await env.harness.identity.seedUsers([person]);
      await join(env, person.username, [tied.x ?? '', tied.y ?? '']);
      const { id } = claimsOf((await signInAndEnrol(env.sdk, env.clientId, person)).tokens);
      expect(id['cognito:roles']).toEqual([roleArn('X'), roleArn('Y')]);
      expect(id).not.toHaveProperty('cognito:preferred_role');

      const same = await groupsNamed(env, {
        p: { precedence: 2, role: 'Same' },
        q: { precedence: 2, role: 'Same' },
      });
      const other = uniqueUser('same');
      await env.harness.identity.seedUsers([other]);
      await join(env, other.username, [same.p ?? '', same.q ?? '']);
      const sameClaims = claimsOf((await signInAndEnrol(env.sdk, env.clientId, other)).tokens).id;
      expect(sameClaims['cognito:roles']).toEqual([roleArn('Same')]);
      expect(sameClaims['cognito:preferred_role']).toBe(roleArn('Same'));
    });

    it('a later sign-in and every refresh carry the memberships as they are then', async () => {
      const { person, tokens, authenticator } = await seedUserWithMfa(env, 'changes');
      const names = await groupsNamed(env, { one: { precedence: 1 }, two: { precedence: 2 } });
      await join(env, person.username, [names.one ?? '']);

      const start = await passwordSignIn(env.sdk, env.clientId, person);
      const signedIn = await answerTotpChallenge(env.sdk, env.clientId, {
        session: start.Session,
        username: person.username,
        code: authenticator.nextCode(),
      });
      expect(claimsOf(signedIn.AuthenticationResult).access['cognito:groups']).toEqual([names.one]);

      await join(env, person.username, [names.two ?? '']);
      const refreshed = await env.sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: env.clientId,
          AuthParameters: { REFRESH_TOKEN: String(tokens.RefreshToken) },
        }),
      );
      expect(claimsOf(refreshed.AuthenticationResult).id['cognito:groups']).toEqual([
        names.one,
        names.two,
      ]);

      await env.sdk.send(
        new AdminRemoveUserFromGroupCommand({
          UserPoolId: env.poolId,
          Username: person.username,
          GroupName: names.one,
        }),
      );
      await env.sdk.send(new DeleteGroupCommand({ UserPoolId: env.poolId, GroupName: names.two }));
      const rotated = await env.sdk.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: env.clientId,
          RefreshToken: String(tokens.RefreshToken),
        }),
      );
      const { id, access } = claimsOf(rotated.AuthenticationResult);
      expect(id).not.toHaveProperty('cognito:groups');
      expect(access).not.toHaveProperty('cognito:groups');
    });
  });
});
