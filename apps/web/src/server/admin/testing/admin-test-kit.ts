import { AdminCreateUserCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import {
  clientOf,
  withIdentityClient,
  type SecurityTestFixture,
} from '../../account/testing/security-test-kit';
import type { TestUser } from '../../testing/identity-test-user';
import { uniqueTestUserDetails } from '../../testing/identity-test-user';
import type { WebTestEnvironment } from '../../testing/web-test-environment';

/** Filled in by admin-api.test.ts before the suites run. */
export type AdminTestFixture = SecurityTestFixture;

export const REASON = 'Asked by email, ticket 4711';

/** A person who has signed in to the app once, so they have an app record and a trial. */
export async function createPerson(environment: WebTestEnvironment): Promise<TestUser> {
  const person = await environment.createUser();
  await clientOf(environment, person).user.recordSignIn.mutate();
  return person;
}

export async function setAdmin(environment: WebTestEnvironment, sub: string, isAdmin: boolean) {
  const db = await environment.services.database();
  await db.update(users).set({ isAdmin }).where(eq(users.cognitoId, sub));
}

/** An administrator as `npm run admin -- grant` makes one: a person whose record says so. */
export async function createAdmin(environment: WebTestEnvironment): Promise<TestUser> {
  const admin = await createPerson(environment);
  await setAdmin(environment, admin.sub, true);
  return admin;
}

/** The admin's password and a fresh code of their authenticator. */
export function stepUpOf(environment: WebTestEnvironment, admin: TestUser) {
  return { password: admin.password, code: environment.nextAuthenticatorCode(admin) };
}

/** Someone who signed up and never confirmed their address. */
export async function createUnconfirmed(environment: WebTestEnvironment) {
  const details = uniqueTestUserDetails('unconfirmed');
  await withIdentityClient(environment, (client) =>
    client.send(
      new SignUpCommand({
        ClientId: environment.identity.clientId,
        Username: details.username,
        Password: details.password,
        UserAttributes: [{ Name: 'email', Value: details.email }],
      }),
    ),
  );
  return details;
}

/** Accounts made by the pool's admin API (no sign-in), for searches that need many. */
export async function createAccounts(
  environment: WebTestEnvironment,
  accounts: { username: string; email: string }[],
) {
  await withIdentityClient(environment, async (client) => {
    for (const { username, email } of accounts)
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: environment.identity.poolId,
          Username: username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
  });
}
