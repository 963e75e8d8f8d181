import {
  AdminDisableUserCommand,
  ListUsersCommand,
  type ListUsersCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signUp, useSdkHarness } from './sdk-fixtures.js';

/**
 * ListUsers as a support console searches with it: a username, an email prefix or a sub, the
 * account's state, every searchable attribute, the filter's quoting, and paging.
 */
const env = useSdkHarness();

const password = 'Correct-Horse-1';
const ada = {
  username: 'adaLovelace',
  email: 'ada@example.com',
  password,
  attributes: {
    phone_number: '+15550100001',
    name: 'Ada "Countess" Lovelace',
    given_name: 'Ada',
    family_name: 'Lovelace',
    preferred_username: 'countess',
  },
};
const adam = { username: 'adam', email: 'adam@example.org', password };
const grace = { username: 'grace', email: 'adele@example.net', password };
const edsger = { username: 'edsger', email: 'edsger@example.com', password };
const pending = { username: 'admiral', email: 'hopper@example.com', password };

async function list(input: Partial<ListUsersCommandInput>) {
  return env.sdk.send(new ListUsersCommand({ UserPoolId: env.poolId, ...input }));
}

/** The usernames a filter finds, less those the paging test adds (tests run in any order). */
async function usernames(Filter: string) {
  return ((await list({ Filter })).Users ?? [])
    .map((user) => String(user.Username))
    .filter((username) => !username.startsWith('pg'))
    .sort();
}

async function subOf(username: string) {
  const [user] = (await list({ Filter: `username = "${username}"` })).Users ?? [];
  return String(user?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value);
}

beforeAll(async () => {
  await env.harness.identity.seedUsers([ada, adam, grace, edsger]);
  await signUp(env, pending);
  await env.sdk.send(new AdminDisableUserCommand({ UserPoolId: env.poolId, Username: 'edsger' }));
});

describe('ListUsers filters', () => {
  it('finds usernames by prefix, whatever their case, in this case-insensitive pool', async () => {
    expect(await usernames('username ^= "ad"')).toEqual(['adaLovelace', 'adam', 'admiral']);
    expect(await usernames('username ^= "ADA"')).toEqual(['adaLovelace', 'adam']);
    expect(await usernames('username = "ADALOVELACE"')).toEqual(['adaLovelace']);
  });

  it('finds emails by prefix and by exact value', async () => {
    expect(await usernames('email ^= "ad"')).toEqual(['adaLovelace', 'adam', 'grace']);
    expect(await usernames('email ^= "ada@"')).toEqual(['adaLovelace']);
    expect(await usernames('email = "adam@example.org"')).toEqual(['adam']);
  });

  it('finds a user by sub, and no one for a sub that is not there', async () => {
    const sub = await subOf('grace');
    expect(await usernames(`sub = "${sub}"`)).toEqual(['grace']);
    expect(await usernames('sub = "not-a-sub"')).toEqual([]);
  });

  it('finds enabled and disabled accounts by status, and no one for another value', async () => {
    expect(await usernames('status = "Disabled"')).toEqual(['edsger']);
    expect(await usernames('status = "Enabled"')).toEqual([
      'adaLovelace',
      'adam',
      'admiral',
      'grace',
    ]);
    expect(await usernames('status = "Locked"')).toEqual([]);
  });

  it('finds accounts by cognito:user_status, ignoring the case of the value', async () => {
    expect(await usernames('cognito:user_status = "UNCONFIRMED"')).toEqual(['admiral']);
    expect(await usernames('cognito:user_status = "unconfirmed"')).toEqual(['admiral']);
    expect(await usernames('cognito:user_status = "CONFIRMED"')).toHaveLength(4);
  });

  it('matches each searchable attribute exactly with =', async () => {
    const exact: [string, string][] = [
      ['phone_number', '+15550100001'],
      ['name', 'Ada \\"Countess\\" Lovelace'],
      ['given_name', 'Ada'],
      ['family_name', 'Lovelace'],
      ['preferred_username', 'countess'],
      ['email', 'ada@example.com'],
      ['username', 'adaLovelace'],
    ];
    for (const [attribute, value] of exact) {
      expect(await usernames(`${attribute} = "${value}"`), attribute).toEqual(['adaLovelace']);
    }
    expect(await usernames('given_name = "Ad"')).toEqual([]);
    expect(await usernames('given_name ^= "Ad"')).toEqual(['adaLovelace']);
  });

  it('accepts no space around the operator and an empty filter', async () => {
    expect(await usernames('username^="adam"')).toEqual(['adam']);
    expect(await usernames('')).toHaveLength(5);
  });

  it('refuses filters that do not parse, with InvalidParameterException', async () => {
    const refused = [
      'username = adam',
      "username = 'adam'",
      'username == "adam"',
      'username = "adam" and email = "adam@example.org"',
      'username = "ad"am"',
      '= "adam"',
    ];
    for (const Filter of refused) {
      expect((await errorOf(list({ Filter }))).name, Filter).toBe('InvalidParameterException');
    }
  });

  it('refuses attributes that cannot be searched', async () => {
    expect(await errorOf(list({ Filter: 'custom:firstName = "Ada"' }))).toEqual({
      name: 'InvalidParameterException',
      message: 'Invalid search attribute: custom:firstName',
    });
    expect((await errorOf(list({ Filter: 'locale = "en"' }))).name).toBe(
      'InvalidParameterException',
    );
  });
});

describe('ListUsers paging and attributes', () => {
  it('refuses a Limit over 60', async () => {
    expect((await errorOf(list({ Limit: 61 }))).name).toBe('InvalidParameterException');
    const all = await list({ Limit: 60 });
    expect(all.Users?.length).toBeGreaterThanOrEqual(5);
    expect(all.PaginationToken).toBeUndefined();
  });

  it('pages through every user once while users are added between pages', async () => {
    const seen: string[] = [];
    const first = await list({ Filter: 'username ^= "pg"', Limit: 2 });
    expect(first.Users).toEqual([]);
    await env.harness.identity.seedUsers(
      ['pgb', 'pgd', 'pgf', 'pgh'].map((username) => ({
        username,
        email: `${username}@example.com`,
        password,
      })),
    );
    let page = await list({ Filter: 'username ^= "pg"', Limit: 2 });
    seen.push(...(page.Users ?? []).map((user) => String(user.Username)));
    expect(seen).toEqual(['pgb', 'pgd']);
    await env.harness.identity.seedUsers(
      ['pga', 'pge', 'pgz'].map((username) => ({
        username,
        email: `${username}@example.com`,
        password,
      })),
    );
    while (page.PaginationToken) {
      page = await list({
        Filter: 'username ^= "pg"',
        Limit: 2,
        PaginationToken: page.PaginationToken,
      });
      seen.push(...(page.Users ?? []).map((user) => String(user.Username)));
    }
    // Nothing seen twice, none of the first users skipped; later ones after the cursor appear.
    expect(seen).toEqual(['pgb', 'pgd', 'pge', 'pgf', 'pgh', 'pgz']);
  });

  it('refuses a PaginationToken it did not issue', async () => {
    expect((await errorOf(list({ PaginationToken: 'not a token' }))).name).toBe(
      'InvalidParameterException',
    );
  });

  it('returns only AttributesToGet, with the account fields', async () => {
    const [user] =
      (await list({ Filter: 'username = "grace"', AttributesToGet: ['email'] })).Users ?? [];
    expect(user?.Attributes).toEqual([{ Name: 'email', Value: 'adele@example.net' }]);
    expect(user).toMatchObject({ Username: 'grace', Enabled: true, UserStatus: 'CONFIRMED' });
    expect(user?.UserCreateDate).toBeInstanceOf(Date);
    expect(user?.UserLastModifiedDate).toBeInstanceOf(Date);
    expect(user?.MFAOptions).toBeUndefined();
  });
});
