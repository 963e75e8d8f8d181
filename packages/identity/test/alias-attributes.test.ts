import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ConfirmSignUpCommand,
  DescribeUserPoolCommand,
  ForgotPasswordCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPoolWithClient,
  passwordSignInAs,
  srpSignIn,
  tokenUsername,
} from './alias-fixtures.js';
import { uniqueUser } from './harness.js';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';
import { testStores } from './test-stores.js';

const env = useSdkHarness({ srpWorkers: 1 });
let pool: { poolId: string; clientId: string };

beforeAll(async () => {
  pool = await createPoolWithClient(env.sdk, {
    AliasAttributes: ['email', 'preferred_username'],
  });
});

const password = 'Correct-Horse-1';
const emailTaken = {
  name: 'AliasExistsException',
  message: 'An account with the given email already exists.',
};

function signUp(username: string, email: string, extra: AttributeType[] = []) {
  return env.sdk.send(
    new SignUpCommand({
      ClientId: pool.clientId,
      Username: username,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }, ...extra],
    }),
  );
}

function confirm(username: string, code: string, ForceAliasCreation?: boolean) {
  return env.sdk.send(
    new ConfirmSignUpCommand({
      ClientId: pool.clientId,
      Username: username,
      ConfirmationCode: code,
      ...(ForceAliasCreation === undefined ? {} : { ForceAliasCreation }),
    }),
  );
}

/** Signs up `username` with `email` and returns the code mailed for it, unconfirmed. */
async function signUpForCode(username: string, email: string) {
  const since = new Date();
  await signUp(username, email);
  return env.harness.codeFor(email, { since });
}

/** A confirmed user whose email (verified on confirmation) is an alias. */
async function confirmedUser(prefix: string, email = uniqueUser(prefix).email) {
  const { username } = uniqueUser(prefix);
  await confirm(username, await signUpForCode(username, email));
  return { username, email };
}

async function attributesOf(name: string) {
  const user = await env.sdk.send(
    new AdminGetUserCommand({ UserPoolId: pool.poolId, Username: name }),
  );
  return {
    username: user.Username,
    ...Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value])),
  };
}

function adminUpdate(username: string, attributes: Record<string, string>) {
  return env.sdk.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: pool.poolId,
      Username: username,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
}

describe('AliasAttributes on the pool', () => {
  it('CreateUserPool stores AliasAttributes and DescribeUserPool returns them', async () => {
    const described = await env.sdk.send(new DescribeUserPoolCommand({ UserPoolId: pool.poolId }));
    expect(described.UserPool?.AliasAttributes).toEqual(['email', 'preferred_username']);
    expect(described.UserPool?.UsernameAttributes).toBeUndefined();
  });

  it('a username may not look like an email when email is an alias', async () => {
    const { email } = uniqueUser('shaped');
    expect(await errorOf(signUp(email, email))).toEqual({
      name: 'InvalidParameterException',
      message: 'Username cannot be of email format, since user pool is configured for email alias.',
    });
  });
});

describe('signing in and looking up by alias', () => {
  it('a verified email signs in like the username, with SRP and USER_PASSWORD_AUTH', async () => {
    const { username, email } = await confirmedUser('signin');
    const srp = await srpSignIn(env.sdk, pool, email.toUpperCase(), password);
    expect(srp.userIdForSrp).toBe(username);
    expect(tokenUsername(srp.done.AuthenticationResult?.AccessToken)).toBe(username);
    const byPassword = await passwordSignInAs(env.sdk, pool.clientId, email, password);
    expect(tokenUsername(byPassword.AuthenticationResult?.AccessToken)).toBe(username);
  });

  it('operations that take a Username take a verified email alias', async () => {
    const { username, email } = await confirmedUser('lookup');
    expect((await attributesOf(email)).username).toBe(username);
    const sent = await env.sdk.send(
      new ForgotPasswordCommand({ ClientId: pool.clientId, Username: email }),
    );
    expect(sent.CodeDeliveryDetails?.AttributeName).toBe('email');
  });

  it('an unverified email is not an alias', async () => {
    const { username, email } = uniqueUser('unverified');
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.poolId,
        Username: username,
        UserAttributes: [{ Name: 'email', Value: email }],
        MessageAction: 'SUPPRESS',
      }),
    );
    await env.sdk.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool.poolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
    expect((await errorOf(attributesOf(email))).name).toBe('UserNotFoundException');
    expect(await errorOf(passwordSignInAs(env.sdk, pool.clientId, email, password))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});

describe('an alias belongs to one user', () => {
  it('SignUp with a held email succeeds; ConfirmSignUp then gets AliasExistsException, and the same code with ForceAliasCreation moves the alias', async () => {
    const holder = await confirmedUser('holder');
    const { username } = uniqueUser('newcomer');
    const code = await signUpForCode(username, holder.email);
    expect(await errorOf(confirm(username, code))).toEqual(emailTaken);
    expect((await attributesOf(username)).email_verified).toBe('false');

    await confirm(username, code, true);
    expect((await attributesOf(holder.email)).username).toBe(username);
    expect((await attributesOf(holder.username)).email_verified).toBe('false');
  });

  it('ForceAliasCreation takes no alias when the request fails for another reason', async () => {
    const holder = await confirmedUser('kept');
    const { username } = uniqueUser('wrongcode');
    const code = await signUpForCode(username, holder.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await errorOf(confirm(username, wrong, true))).name).toBe('CodeMismatchException');
    const taken = await errorOf(
      env.sdk.send(
        new AdminCreateUserCommand({
          UserPoolId: pool.poolId,
          Username: holder.username,
          UserAttributes: [
            { Name: 'email', Value: holder.email },
            { Name: 'email_verified', Value: 'true' },
          ],
          MessageAction: 'SUPPRESS',
          ForceAliasCreation: true,
        }),
      ),
    );
    expect(taken.name).toBe('UsernameExistsException');
    expect(await attributesOf(holder.email)).toMatchObject({
      username: holder.username,
      email_verified: 'true',
    });
  });

  it('VerifyUserAttribute of an email another user holds gets AliasExistsException', async () => {
    const holder = await confirmedUser('verified');
    const changer = await confirmedUser('changer');
    const tokens = await passwordSignInAs(env.sdk, pool.clientId, changer.username, password);
    const AccessToken = tokens.AuthenticationResult?.AccessToken;
    const since = new Date();
    await env.sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken,
        UserAttributes: [{ Name: 'email', Value: holder.email }],
      }),
    );
    const code = await env.harness.codeFor(holder.email, { since });
    expect(
      await errorOf(
        env.sdk.send(
          new VerifyUserAttributeCommand({ AccessToken, AttributeName: 'email', Code: code }),
        ),
      ),
    ).toEqual(emailTaken);
    expect((await attributesOf(holder.email)).username).toBe(holder.username);
  });

  it('AdminUpdateUserAttributes verifying an email another user holds gets AliasExistsException', async () => {
    const holder = await confirmedUser('adminheld');
    const other = await confirmedUser('adminother');
    expect(
      await errorOf(adminUpdate(other.username, { email: holder.email, email_verified: 'true' })),
    ).toEqual(emailTaken);
    expect((await attributesOf(other.username)).email).toBe(other.email);
  });

  it('AdminCreateUser with a verified email another user holds gets AliasExistsException; ForceAliasCreation moves it', async () => {
    const holder = await confirmedUser('createheld');
    const create = (ForceAliasCreation: boolean) =>
      env.sdk.send(
        new AdminCreateUserCommand({
          UserPoolId: pool.poolId,
          Username: uniqueUser('created').username,
          UserAttributes: [
            { Name: 'email', Value: holder.email },
            { Name: 'email_verified', Value: 'true' },
          ],
          MessageAction: 'SUPPRESS',
          ForceAliasCreation,
        }),
      );
    expect(await errorOf(create(false))).toEqual(emailTaken);
    const created = await create(true);
    expect((await attributesOf(holder.email)).username).toBe(created.User?.Username);
  });
});

describe('preferred_username as an alias', () => {
  it('signs in once the account is confirmed, not before', async () => {
    const { username, email } = uniqueUser('preferring');
    const nickname = uniqueUser('nick').username;
    const since = new Date();
    await signUp(username, email, [{ Name: 'preferred_username', Value: nickname }]);
    expect((await errorOf(attributesOf(nickname))).name).toBe('UserNotFoundException');
    await confirm(username, await env.harness.codeFor(email, { since }));
    const done = await passwordSignInAs(env.sdk, pool.clientId, nickname.toUpperCase(), password);
    expect(tokenUsername(done.AuthenticationResult?.AccessToken)).toBe(username);
  });

  it('is unique among the users of the pool', async () => {
    const nickname = uniqueUser('captain').username;
    const first = await confirmedUser('captainfirst');
    const second = await confirmedUser('captainsecond');
    await adminUpdate(first.username, { preferred_username: nickname });
    expect(await errorOf(adminUpdate(second.username, { preferred_username: nickname }))).toEqual({
      name: 'AliasExistsException',
      message: 'An account with the given preferred_username already exists.',
    });
  });

  it("a username names its own user even when it is another user's preferred_username", async () => {
    const owner = await confirmedUser('owner');
    const borrower = await confirmedUser('borrower');
    await adminUpdate(borrower.username, { preferred_username: owner.username });
    expect((await attributesOf(owner.username)).username).toBe(owner.username);
  });
});

/**
 * The database decides who holds an alias; PGlite runs one statement at a time, so only
 * PostgreSQL (with TEST_DATABASE_URL) shows that it also holds when the writes really race.
 */
describe.each(testStores())('aliases under concurrent requests on $name', (store) => {
  const raced = useSdkHarness({}, store);

  it('of two concurrent confirmations claiming one email alias exactly one wins', async () => {
    const racePool = await createPoolWithClient(raced.sdk, { AliasAttributes: ['email'] });
    const { email } = uniqueUser('contested');
    const names = [uniqueUser('first').username, uniqueUser('second').username];
    const codes: string[] = [];
    for (const username of names) {
      const since = new Date();
      await raced.sdk.send(
        new SignUpCommand({
          ClientId: racePool.clientId,
          Username: username,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
      codes.push(await raced.harness.codeFor(email, { since }));
    }
    const outcomes = await Promise.allSettled(
      names.map((username, index) =>
        raced.sdk.send(
          new ConfirmSignUpCommand({
            ClientId: racePool.clientId,
            Username: username,
            ConfirmationCode: codes[index],
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      name: 'AliasExistsException',
    });
  });

  it('of two concurrent sign-ups with one email as the username exactly one succeeds', async () => {
    const racePool = await createPoolWithClient(raced.sdk, { UsernameAttributes: ['email'] });
    const { email } = uniqueUser('race');
    const outcomes = await Promise.allSettled(
      [1, 2].map(() =>
        raced.sdk.send(
          new SignUpCommand({ ClientId: racePool.clientId, Username: email, Password: password }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(
      (outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason,
    ).toMatchObject({
      name: 'UsernameExistsException',
    });
  });
});
