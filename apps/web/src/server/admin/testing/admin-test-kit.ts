import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { securityClient } from '../../account/testing/security-test-kit';
import type { TestUser } from '../../testing/identity-test-user';
import { uniqueTestUserDetails } from '../../testing/identity-test-user';
import type { WebTestEnvironment } from '../../testing/web-test-environment';

/** Filled in by admin-api.test.ts before the suites run. */
export interface AdminTestFixture {
  environment: WebTestEnvironment;
}

export const REASON = 'Asked by email, ticket 4711';

export function apiClient(environment: WebTestEnvironment, user?: Pick<TestUser, 'accessToken'>) {
  return securityClient(environment, user ? { accessToken: user.accessToken } : {});
}

/** A person who has signed in to the app once, so they have an app record and a trial. */
export async function createPerson(environment: WebTestEnvironment): Promise<TestUser> {
  const person = await environment.createUser();
  await apiClient(environment, person).user.recordSignIn.mutate();
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

function identityClient(environment: WebTestEnvironment) {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: environment.identity.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Someone who signed up and never confirmed their address. */
export async function createUnconfirmed(environment: WebTestEnvironment) {
  const details = uniqueTestUserDetails('unconfirmed');
  const client = identityClient(environment);
  try {
    await client.send(
      new SignUpCommand({
        ClientId: environment.identity.clientId,
        Username: details.username,
        Password: details.password,
        UserAttributes: [{ Name: 'email', Value: details.email }],
      }),
    );
  } finally {
    client.destroy();
  }
  return details;
}

/** Accounts made by the pool's admin API (no sign-in), for searches that need many. */
export async function createAccounts(
  environment: WebTestEnvironment,
  accounts: { username: string; email: string }[],
) {
  const client = identityClient(environment);
  try {
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
  } finally {
    client.destroy();
  }
}
