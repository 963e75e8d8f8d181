import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createPasswordVerifier } from '../crypto/srp.js';
import { CognitoError, messages } from '../errors.js';
import { preparedPerDatabase } from '../store/prepared.js';
import { users } from '../store/schema.js';
import { isUniqueViolation } from '../store/unique-violation.js';
import type { Uses } from './context.js';
import { srpPoolName } from './pool-settings.js';

export type UserRecord = typeof users.$inferSelect;
import type { UserStatus } from '../store/schema.js';

export type { UserStatus };

/** Usernames are case-insensitive in the default pool; this is the form they are compared in. */
export function usernameKey(username: string): string {
  return username.normalize('NFC').toLowerCase();
}

export function emailKey(attributes: Record<string, string>): string | null {
  return attributes.email ? attributes.email.toLowerCase() : null;
}

const findByUsername = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(
      and(
        eq(users.poolId, sql.placeholder('poolId')),
        eq(users.usernameKey, sql.placeholder('usernameKey')),
      ),
    )
    .prepare('identity_find_user'),
);

export async function findUser(services: Uses<'db'>, poolId: string, username: string) {
  const [user] = await findByUsername(services.db).execute({
    poolId,
    usernameKey: usernameKey(username),
  });
  return user;
}

export async function findUserById(services: Uses<'db'>, userId: string) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  return user;
}

export interface NewUser {
  poolId: string;
  username: string;
  password: string;
  attributes: Record<string, string>;
  status: UserStatus;
  temporaryPasswordExpiresAt?: number | null;
}

export function buildUserRecord(newUser: NewUser, nowInMs: number, id = randomUUID()): UserRecord {
  const verifier = createPasswordVerifier(
    srpPoolName(newUser.poolId),
    newUser.username,
    newUser.password,
  );
  return {
    id,
    poolId: newUser.poolId,
    username: newUser.username,
    usernameKey: usernameKey(newUser.username),
    emailKey: emailKey(newUser.attributes),
    status: newUser.status,
    enabled: true,
    attributes: newUser.attributes,
    pendingAttributes: {},
    srpSalt: verifier.saltHex,
    srpVerifier: verifier.verifierHex,
    temporaryPasswordExpiresAt: newUser.temporaryPasswordExpiresAt ?? null,
    totpSecretSealed: null,
    totpPendingSecretSealed: null,
    totpEnabled: false,
    totpPreferred: false,
    lastTotpStep: null,
    failedSignIns: 0,
    lastFailedSignInAt: null,
    lockedUntil: null,
    failedTotpCodes: 0,
    totpLockedUntil: null,
    createdAt: nowInMs,
    updatedAt: nowInMs,
  };
}

/** The unique index on (pool, folded username) decides races: exactly one insert wins. */
export async function createUser(
  services: Uses<'clock' | 'db'>,
  newUser: NewUser,
): Promise<UserRecord> {
  const record = buildUserRecord(newUser, services.clock.nowInMs());
  try {
    await services.db.insert(users).values(record);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new CognitoError('UsernameExistsException', messages.userExists);
    throw error;
  }
  return record;
}

/**
 * The columns only the sign-in (src/sign-in/) writes, in its own statements: the accepted TOTP
 * step and the failure counts and locks. A general update cannot touch them.
 */
type SignInColumns =
  | 'lastTotpStep'
  | 'failedSignIns'
  | 'lastFailedSignInAt'
  | 'lockedUntil'
  | 'failedTotpCodes'
  | 'totpLockedUntil';

export type UserChanges = Partial<Omit<UserRecord, 'id' | 'poolId' | SignInColumns>>;

export async function updateUser(
  services: Uses<'clock' | 'db'>,
  userId: string,
  changes: UserChanges,
): Promise<void> {
  await services.db
    .update(users)
    .set({ ...changes, updatedAt: services.clock.nowInMs() })
    .where(eq(users.id, userId));
}

function verifierFor(user: UserRecord, password: string) {
  const verifier = createPasswordVerifier(srpPoolName(user.poolId), user.username, password);
  return { srpSalt: verifier.saltHex, srpVerifier: verifier.verifierHex };
}

/** Stores a new SRP verifier (and nothing of the password itself). */
export async function setPassword(
  services: Uses<'clock' | 'db'>,
  user: UserRecord,
  password: string,
  changes: UserChanges &
    Partial<Pick<UserRecord, 'failedSignIns' | 'lastFailedSignInAt' | 'lockedUntil'>> = {},
): Promise<void> {
  await services.db
    .update(users)
    .set({ ...verifierFor(user, password), ...changes, updatedAt: services.clock.nowInMs() })
    .where(eq(users.id, user.id));
}

/**
 * Replaces the password only if it is still the one `user` was read with (compare-and-set on
 * the verifier): of parallel changes from the same old password exactly one wins, and the
 * others learn that their old password is no longer current.
 */
export async function replacePassword(
  services: Uses<'clock' | 'db'>,
  user: UserRecord,
  password: string,
): Promise<boolean> {
  const replaced = await services.db
    .update(users)
    .set({ ...verifierFor(user, password), updatedAt: services.clock.nowInMs() })
    .where(and(eq(users.id, user.id), eq(users.srpVerifier, user.srpVerifier)))
    .returning({ id: users.id });
  return replaced.length === 1;
}

/** Codes, limits, sessions and refresh tokens go with the user (foreign keys cascade). */
export async function deleteUserRecord(services: Uses<'db'>, userId: string): Promise<void> {
  await services.db.delete(users).where(eq(users.id, userId));
}
