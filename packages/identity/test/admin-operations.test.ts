import {
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  GetUserCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import {
  createSdk,
  errorOf,
  signUp,
  passwordSignIn as signInWithPassword,
  signInAndEnrol,
  type Person,
  useSdkHarness,
  answerNewPasswordRequired,
} from './sdk-fixtures.js';

const env = useSdkHarness();

const passwordSignIn = (person: Person, password = person.password) =>
  signInWithPassword(env.sdk, env.clientId, person, password);

describe('SigV4 on administrative operations', () => {
  it('refuses an unsigned request', async () => {
    const response = await fetch(env.harness.identity.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
      },
      body: JSON.stringify({ UserPoolId: env.poolId }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException:');
    expect(await response.json()).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
  });

  it('refuses an unknown key and a wrong secret', async () => {
    const stranger = createSdk(env.harness.identity.url, {
      accessKeyId: 'other',
      secretAccessKey: 'local',
    });
    const forger = createSdk(env.harness.identity.url, {
      accessKeyId: 'local',
      secretAccessKey: 'guess',
    });
    const list = new ListUsersCommand({ UserPoolId: env.poolId });
    expect((await errorOf(stranger.send(list))).name).toBe('UnrecognizedClientException');
    expect((await errorOf(forger.send(list))).name).toBe('InvalidSignatureException');
    stranger.destroy();
    forger.destroy();
  });
});

describe('ListUsers', () => {
  const prefix = `lister${Date.now().toString(36)}`;
  const people = ['ann', 'bob', 'cat', 'dan', 'eve'].map((name, index) => ({
    username: `${prefix}${name}`,
    email: `${name}.${prefix}@example.com`,
    password: 'Correct-Horse-1',
    attributes: { given_name: index < 2 ? 'Alice' : 'Zed', 'custom:firstName': `First${name}` },
  }));

  beforeAll(async () => {
    await env.harness.identity.seedUsers(people);
  });

  const usernames = async (Filter: string, Limit?: number) =>
    (
      await env.sdk.send(new ListUsersCommand({ UserPoolId: env.poolId, Filter, Limit }))
    ).Users?.map((user) => user.Username);

  it('filters with = and ^= on the searchable attributes', async () => {
    expect(await usernames(`email = "${people[2]?.email.toUpperCase()}"`)).toEqual([
      `${prefix}cat`,
    ]);
    expect(await usernames(`username ^= "${prefix}"`)).toHaveLength(5);
    expect(await usernames(`username = "${prefix}BOB"`)).toEqual([`${prefix}bob`]);
    expect(await usernames(`given_name = "Alice"`)).toEqual([`${prefix}ann`, `${prefix}bob`]);
    expect(await usernames(`cognito:user_status = "confirmed"`)).toContain(`${prefix}dan`);
    const [first] =
      (
        await env.sdk.send(
          new ListUsersCommand({ UserPoolId: env.poolId, Filter: `username = "${prefix}ann"` }),
        )
      ).Users ?? [];
    const sub = first?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    expect(await usernames(`sub = "${sub}"`)).toEqual([`${prefix}ann`]);
    expect(first).toMatchObject({ Enabled: true, UserStatus: 'CONFIRMED' });
    expect(first?.UserCreateDate).toBeInstanceOf(Date);
  });

  it('pages with Limit and PaginationToken', async () => {
    const seen: string[] = [];
    let PaginationToken: string | undefined;
    do {
      const page = await env.sdk.send(
        new ListUsersCommand({
          UserPoolId: env.poolId,
          Filter: `username ^= "${prefix}"`,
          Limit: 2,
          PaginationToken,
        }),
      );
      expect(page.Users?.length).toBeLessThanOrEqual(2);
      seen.push(...(page.Users ?? []).map((user) => String(user.Username)));
      PaginationToken = page.PaginationToken;
    } while (PaginationToken);
    expect(seen).toEqual(people.map((person) => person.username));
  });

  it('rejects a malformed filter', async () => {
    expect((await errorOf(usernames('email == "x"'))).name).toBe('InvalidParameterException');
  });
});

describe('administering users', () => {
  it('creates a user with a temporary password that must be replaced at first sign-in', async () => {
    const person = uniqueUser('invited');
    const created = await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: env.poolId,
        Username: person.username,
        TemporaryPassword: 'Temporary-Pass-1',
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(created.User?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const invitation = await env.harness.mail.waitForMessage({
      to: person.email,
      timeoutMs: 5_000,
    });
    expect(invitation.Text).toContain('Temporary-Pass-1');
    const challenge = await passwordSignIn(person, 'Temporary-Pass-1');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const next = await answerNewPasswordRequired(env.sdk, env.clientId, person, challenge.Session);
    expect(next.ChallengeName).toBe('MFA_SETUP');
    const user = await env.sdk.send(
      new AdminGetUserCommand({ UserPoolId: env.poolId, Username: person.username }),
    );
    expect(user.UserStatus).toBe('CONFIRMED');
  });

  it('disables, enables, resets, sets passwords, signs out and deletes', async () => {
    const person = uniqueUser('managed');
    await env.harness.identity.seedUsers([person]);
    const target = { UserPoolId: env.poolId, Username: person.username };
    await env.sdk.send(new AdminDisableUserCommand(target));
    expect(await errorOf(passwordSignIn(person))).toEqual({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await env.sdk.send(new AdminEnableUserCommand(target));
    const { tokens } = await signInAndEnrol(env.sdk, env.clientId, person);
    await env.sdk.send(new AdminUserGlobalSignOutCommand(target));
    expect(
      (await errorOf(env.sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))))
        .message,
    ).toBe('Access Token has been revoked');
    await env.sdk.send(
      new AdminSetUserMFAPreferenceCommand({
        ...target,
        SoftwareTokenMfaSettings: { Enabled: false },
      }),
    );
    expect((await env.sdk.send(new AdminGetUserCommand(target))).UserMFASettingList).toEqual([]);
    await env.sdk.send(new AdminResetUserPasswordCommand(target));
    expect((await errorOf(passwordSignIn(person))).name).toBe('PasswordResetRequiredException');
    await env.sdk.send(
      new AdminSetUserPasswordCommand({ ...target, Password: 'Brand-New-Pass-2', Permanent: true }),
    );
    expect((await passwordSignIn(person, 'Brand-New-Pass-2')).ChallengeName).toBe(
      'SOFTWARE_TOKEN_MFA',
    );
    await env.sdk.send(
      new AdminUpdateUserAttributesCommand({
        ...target,
        UserAttributes: [{ Name: 'custom:lastName', Value: 'Hopper' }],
      }),
    );
    const attributes = (await env.sdk.send(new AdminGetUserCommand(target))).UserAttributes;
    expect(attributes).toContainEqual({ Name: 'custom:lastName', Value: 'Hopper' });
    await env.sdk.send(new AdminDeleteUserCommand(target));
    expect((await errorOf(env.sdk.send(new AdminGetUserCommand(target)))).name).toBe(
      'UserNotFoundException',
    );
  });

  it('confirms a sign-up without a code', async () => {
    const person = uniqueUser('adminconfirm');
    await signUp(env, person);
    expect((await errorOf(passwordSignIn(person))).name).toBe('UserNotConfirmedException');
    await env.sdk.send(
      new AdminConfirmSignUpCommand({ UserPoolId: env.poolId, Username: person.username }),
    );
    expect((await passwordSignIn(person)).ChallengeName).toBe('MFA_SETUP');
  });
});
