import { randomUUID } from 'node:crypto';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { createPasswordVerifier } from '../crypto/srp.js';
import { CognitoError, messages } from '../errors.js';
import { preparedPerDatabase } from '../store/prepared.js';
import { users } from '../store/schema.js';
import { isUniqueViolation } from '../store/unique-violation.js';
import type { Uses } from './context.js';
import { srpPoolName } from './pool-settings.js';
import { aliasConflictError, hasSignInAliases, type SignInNaming } from './sign-in-names.js';

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

/** At most one user per kind of name, since each alias is unique in its pool. */
const findByUsernameOrAlias = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(
      and(
        eq(users.poolId, sql.placeholder('poolId')),
        namesUserInSql(sql.placeholder('usernameKey'), sql.placeholder('name')),
      ),
    )
    .prepare('identity_find_user_by_alias'),
);

/**
 * The user a client or administrator names: by username, or in a pool with UsernameAttributes
 * or AliasAttributes also by a live alias (a username match wins). Pools without aliases keep
 * to the one prepared lookup by username, so their sign-in costs what it did.
 */
export async function findUser(
  services: Uses<'db'>,
  pool: SignInNaming,
  name: string,
): Promise<UserRecord | undefined> {
  const key = usernameKey(name);
  if (!hasSignInAliases(pool)) {
    const [user] = await findByUsername(services.db).execute({ poolId: pool.Id, usernameKey: key });
    return user;
  }
  const found = await findByUsernameOrAlias(services.db).execute({
    poolId: pool.Id,
    usernameKey: key,
    name,
  });
  return found.find((user) => user.usernameKey === key) ?? found[0];
}

/**
 * Whether `name` is the user's username or one of their live aliases, for a client that names
 * the user again later in a sign-in (a challenge answer's USERNAME). Keys folded as findUser's.
 */
export function namesUser(user: UserRecord, name: string): boolean {
  const folded = name.toLowerCase();
  return (
    usernameKey(name) === user.usernameKey ||
    folded === user.aliasEmailKey ||
    name === user.aliasPhoneKey ||
    folded === user.aliasPreferredUsernameKey
  );
}

/**
 * namesUser in SQL, for a statement that checks the name where it writes: `name` is the
 * client's text, `key` its usernameKey. Alias columns are NULL outside alias pools.
 */
export function namesUserInSql(key: Placeholder, name: Placeholder): SQL {
  const folded = sql`lower(${name}::text)`;
  return sql`(${users.usernameKey} = ${key} OR ${users.aliasEmailKey} = ${folded} OR ${users.aliasPhoneKey} = ${name}::text OR ${users.aliasPreferredUsernameKey} = ${folded})`;
}

export async function findUserById(services: Uses<'db'>, userId: string) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  return user;
}

export interface NewUser {
  /** Defaults to a new UUID; it is also the user's `sub`. */
  id?: string;
  poolId: string;
  username: string;
  password: string;
  attributes: Record<string, string>;
  status: UserStatus;
  temporaryPasswordExpiresAt?: number | null;
}

export function buildUserRecord(
  newUser: NewUser,
  nowInMs: number,
  id = newUser.id ?? randomUUID(),
): UserRecord {
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
    aliasEmailKey: null,
    aliasPhoneKey: null,
    aliasPreferredUsernameKey: null,
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

/**
 * The unique indexes on (pool, folded username) and on each alias decide races: exactly one
 * insert wins. The record returned is the row as stored, aliases included.
 */
export async function createUser(
  services: Uses<'clock' | 'db'>,
  newUser: NewUser,
  pool: SignInNaming | null = null,
): Promise<UserRecord> {
  const record = buildUserRecord(newUser, services.clock.nowInMs());
  try {
    const [stored] = await services.db.insert(users).values(record).returning();
    return stored ?? record;
  } catch (error) {
    const conflict = aliasConflictError(error, pool, 'new user');
    if (conflict) throw conflict;
    if (isUniqueViolation(error))
      throw new CognitoError('UsernameExistsException', messages.userExists);
    throw error;
  }
}

/** A write that may give the user an alias someone else holds gets AliasExistsException. */
async function writeUser<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw aliasConflictError(error, null, 'change') ?? error;
  }
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

/** Derived by the database from attributes and status (migration 0007); never written here. */
type AliasColumns = 'aliasEmailKey' | 'aliasPhoneKey' | 'aliasPreferredUsernameKey';

export type UserChanges = Partial<Omit<UserRecord, 'id' | 'poolId' | SignInColumns | AliasColumns>>;

export async function updateUser(
  services: Uses<'clock' | 'db'>,
  userId: string,
  changes: UserChanges,
): Promise<void> {
  await writeUser(
    services.db
      .update(users)
      .set({ ...changes, updatedAt: services.clock.nowInMs() })
      .where(eq(users.id, userId)),
  );
}

/**
 * An update that applies only while the user is still in status `from`: of parallel requests
 * moving a user on (two confirmations), exactly one does. False for the others.
 */
export async function updateUserInStatus(
  services: Uses<'clock' | 'db'>,
  userId: string,
  from: UserStatus,
  changes: UserChanges,
): Promise<boolean> {
  const updated = await writeUser(
    services.db
      .update(users)
      .set({ ...changes, updatedAt: services.clock.nowInMs() })
      .where(and(eq(users.id, userId), eq(users.status, from)))
      .returning({ id: users.id }),
  );
  return updated.length === 1;
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
  await writeUser(
    services.db
      .update(users)
      .set({ ...verifierFor(user, password), ...changes, updatedAt: services.clock.nowInMs() })
      .where(eq(users.id, user.id)),
  );
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
