import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CognitoError } from '../errors.js';
import type { Uses } from '../services/context.js';
import { poolIdentities } from '../store/schema.js';
import { isUniqueViolation } from '../store/unique-violation.js';

/** A user of a user pool, as a verified login names them. */
export interface LoginSubject {
  userPoolId: string;
  sub: string;
}

export interface IdentityRecord {
  id: string;
  identityPoolId: string;
  /** Null for a guest (unauthenticated) identity. */
  login: LoginSubject | null;
}

/** Identity ids are `<region>:<uuid>`, in the region of their identity pool. */
const newIdentityId = (identityPoolId: string) =>
  `${identityPoolId.slice(0, identityPoolId.indexOf(':'))}:${randomUUID()}`;

export async function requireIdentity(
  services: Uses<'db'>,
  identityId: string,
): Promise<IdentityRecord> {
  const [row] = await services.db
    .select()
    .from(poolIdentities)
    .where(eq(poolIdentities.id, identityId));
  if (!row)
    throw new CognitoError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
  const login =
    row.userPoolId !== null && row.userSub !== null
      ? { userPoolId: row.userPoolId, sub: row.userSub }
      : null;
  return { id: row.id, identityPoolId: row.identityPoolId, login };
}

export async function createGuestIdentity(
  services: Uses<'clock' | 'db'>,
  identityPoolId: string,
): Promise<string> {
  const now = services.clock.nowInMs();
  const id = newIdentityId(identityPoolId);
  await services.db
    .insert(poolIdentities)
    .values({ id, identityPoolId, createdAt: now, lastModifiedAt: now });
  return id;
}

/**
 * The login's one identity in the pool, made on first use. Two statements, not one: under
 * PostgreSQL's read committed, a statement that lost the insert race to a parallel request
 * does not see that request's row, the next statement does.
 */
export async function identityForLogin(
  services: Uses<'clock' | 'db'>,
  identityPoolId: string,
  login: LoginSubject,
): Promise<string> {
  const now = services.clock.nowInMs();
  await services.db
    .insert(poolIdentities)
    .values({
      id: newIdentityId(identityPoolId),
      identityPoolId,
      userPoolId: login.userPoolId,
      userSub: login.sub,
      createdAt: now,
      lastModifiedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await services.db
    .select({ id: poolIdentities.id })
    .from(poolIdentities)
    .where(ofLogin(identityPoolId, login));
  if (!row) throw new Error('the identity of a login vanished as it was made');
  return row.id;
}

const ofLogin = (identityPoolId: string, login: LoginSubject) =>
  and(
    eq(poolIdentities.identityPoolId, identityPoolId),
    eq(poolIdentities.userPoolId, login.userPoolId),
    eq(poolIdentities.userSub, login.sub),
  );

/**
 * A guest signing in, as Cognito does it: a login with no identity yet takes over the guest's
 * (the id stays the same); a login that has one already keeps its own, and the guest identity
 * is merged into it (deleted here: it holds nothing else). Returns the login's identity id.
 */
export async function signInGuest(
  services: Uses<'clock' | 'db'>,
  guest: IdentityRecord,
  login: LoginSubject,
): Promise<string> {
  try {
    const linked = await services.db
      .update(poolIdentities)
      .set({
        userPoolId: login.userPoolId,
        userSub: login.sub,
        lastModifiedAt: services.clock.nowInMs(),
      })
      .where(and(eq(poolIdentities.id, guest.id), isNull(poolIdentities.userSub)))
      .returning({ id: poolIdentities.id });
    if (linked[0]) return linked[0].id;
  } catch (error) {
    // The login has an identity already (perhaps made by a parallel request): merge.
    if (!isUniqueViolation(error)) throw error;
  }
  const id = await identityForLogin(services, guest.identityPoolId, login);
  await services.db
    .delete(poolIdentities)
    .where(and(eq(poolIdentities.id, guest.id), isNull(poolIdentities.userSub)));
  return id;
}
