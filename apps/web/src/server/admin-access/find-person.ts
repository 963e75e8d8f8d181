import 'server-only';
import { AdminGetUserCommand, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';
import { recordUserVisit } from '../users/record-user-visit';
import type { AdminCommandServices } from './admin-command-services';

/**
 * The app record of the person with this username. A person who never signed in has none
 * yet: the identity service is asked (`AdminGetUser`) and the record created as a first
 * sign-in would create it,
 * but without marking them active. Undefined when the pool has no such user.
 */
export async function findOrCreatePerson(
  services: AdminCommandServices,
  username: string,
): Promise<UserRow | undefined> {
  const stored = await findStoredPerson(services, username);
  if (stored) return stored;
  const identity = await getIdentityUser(services, username);
  if (!identity) return undefined;
  return recordUserVisit(await services.database(), {
    sub: identity.sub,
    username: identity.profile.username,
    profile: identity.profile,
    now: services.clock.now(),
    trialDays: services.env.trialDays,
    present: false,
  });
}

/** The app record by exact username, without asking the identity service. */
export async function findStoredPerson(
  services: AdminCommandServices,
  username: string,
): Promise<UserRow | undefined> {
  const db = await services.database();
  const [stored] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return stored;
}

/** Whether the identity service knows this username. */
export async function identityKnows(
  services: AdminCommandServices,
  username: string,
): Promise<boolean> {
  return (await getIdentityUser(services, username)) !== undefined;
}

async function getIdentityUser(services: AdminCommandServices, username: string) {
  try {
    const found = await services.cognito.send(
      new AdminGetUserCommand({ UserPoolId: services.env.cognito.userPoolId, Username: username }),
    );
    const attribute = (name: string) => findAttribute(found.UserAttributes, name);
    const sub = attribute('sub');
    if (!sub) throw new Error('The identity service answered a user without a sub.');
    const profile = {
      username: found.Username ?? username,
      email: attribute('email'),
      emailVerified: attribute('email_verified') === 'true',
      firstName: attribute('custom:firstName'),
      lastName: attribute('custom:lastName'),
    };
    return { sub, profile };
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

function findAttribute(attributes: AttributeType[] | undefined, name: string): string {
  return attributes?.find((attribute) => attribute.Name === name)?.Value ?? '';
}
