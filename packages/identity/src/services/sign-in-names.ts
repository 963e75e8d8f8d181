import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { CognitoError, invalidParameter } from '../errors.js';
import { users } from '../store/schema.js';
import { violatedUniqueIndex } from '../store/unique-violation.js';
import { emailPattern } from './attributes.js';
import type { Uses } from './context.js';
import type { PoolSettings } from './pool-settings.js';

/**
 * What a user can be named by besides the username, by the pool's UsernameAttributes or
 * AliasAttributes. Which values are live aliases is derived in the database (migration 0007),
 * which also keeps each one unique per pool; this module holds the rest of Cognito's rules.
 */
export type SignInNaming = Pick<PoolSettings, 'Id' | 'UsernameAttributes' | 'AliasAttributes'>;

export function hasSignInAliases(pool: SignInNaming): boolean {
  return Boolean(pool.UsernameAttributes?.length || pool.AliasAttributes?.length);
}

type AliasAttribute = 'email' | 'phone_number' | 'preferred_username';

const phonePattern = /^\+[0-9]+$/;

function formatOf(value: string): 'email' | 'phone_number' | null {
  if (emailPattern.test(value)) return 'email';
  if (phonePattern.test(value)) return 'phone_number';
  return null;
}

/** Cognito's refusal when a sign-up's username is not one of the pool's username attributes. */
function usernameAttributeError(allowed: readonly string[]) {
  if (allowed.includes('email') && allowed.includes('phone_number')) {
    return invalidParameter('Username should be either an email or a phone number.');
  }
  if (allowed.includes('email')) return invalidParameter('Username should be an email.');
  return invalidParameter('Username should be a phone number.');
}

const aliasFormatNames = { email: 'email', phone_number: 'phone number' } as const;

/**
 * The username and attributes of a new user (SignUp, AdminCreateUser). With UsernameAttributes
 * the given name must be an email or phone number the pool allows; it becomes that attribute
 * and the username is generated, equal to `sub`. With an email or phone alias, a username may
 * not look like one, so that a name cannot mean two users.
 */
export function nameNewUser(
  pool: SignInNaming,
  given: string,
  attributes: Record<string, string>,
): { id: string; username: string; attributes: Record<string, string> } {
  const id = randomUUID();
  const format = formatOf(given);
  const usernameAttributes = pool.UsernameAttributes ?? [];
  if (usernameAttributes.length > 0) {
    if (!format || !usernameAttributes.includes(format)) {
      throw usernameAttributeError(usernameAttributes);
    }
    return { id, username: id, attributes: { ...attributes, [format]: given } };
  }
  if (format && pool.AliasAttributes?.includes(format)) {
    const name = aliasFormatNames[format];
    throw invalidParameter(
      `Username cannot be of ${name} format, since user pool is configured for ${name} alias.`,
    );
  }
  return { id, username: given, attributes };
}

const attributeByIndex: Record<string, AliasAttribute> = {
  users_pool_alias_email_idx: 'email',
  users_pool_alias_phone_idx: 'phone_number',
  users_pool_alias_preferred_username_idx: 'preferred_username',
};

/** AliasExistsException, knowing which alias was taken (for ForceAliasCreation). */
class AliasTakenError extends CognitoError {
  constructor(readonly attribute: AliasAttribute) {
    super('AliasExistsException', `An account with the given ${attribute} already exists.`);
  }
}

/**
 * The Cognito error for a write that would give a user an alias another user holds, or
 * undefined if `error` is something else. Creating a user whose username attribute is taken is
 * a taken username (UsernameExistsException); anything else is AliasExistsException.
 */
export function aliasConflictError(
  error: unknown,
  pool: SignInNaming | null,
  writing: 'new user' | 'change',
): CognitoError | undefined {
  const index = violatedUniqueIndex(error);
  const attribute = index === undefined ? undefined : attributeByIndex[index];
  if (!attribute) return undefined;
  if (writing === 'new user' && pool?.UsernameAttributes?.some((name) => name === attribute)) {
    return new CognitoError(
      'UsernameExistsException',
      `An account with the given ${attribute} already exists.`,
    );
  }
  return new AliasTakenError(attribute);
}

/**
 * Runs `write`, which stores `attributes` for the user `userId` (null: a user being created).
 * With ForceAliasCreation, when it collides with another user's email or phone alias, that
 * alias is taken from them, by marking the value unverified there as Cognito does (the trigger
 * then drops their alias), and the write is tried again. Only the alias the write collided with
 * is taken; a preferred_username is never taken.
 */
export async function writeForcingAliases<T>(
  services: Uses<'clock' | 'db'>,
  claim: { pool: SignInNaming; userId: string | null; attributes: Record<string, string> },
  force: boolean | undefined,
  write: () => Promise<T>,
): Promise<T> {
  const taken = new Set<AliasAttribute>();
  for (;;) {
    try {
      return await write();
    } catch (error) {
      const movable =
        force &&
        error instanceof AliasTakenError &&
        error.attribute !== 'preferred_username' &&
        !taken.has(error.attribute);
      if (!movable) throw error;
      taken.add(error.attribute);
      await takeAlias(services, claim, error.attribute);
    }
  }
}

const verificationFlag = { email: 'email_verified', phone_number: 'phone_number_verified' };

async function takeAlias(
  services: Uses<'clock' | 'db'>,
  claim: { pool: SignInNaming; userId: string | null; attributes: Record<string, string> },
  attribute: 'email' | 'phone_number',
): Promise<void> {
  const value = claim.attributes[attribute] ?? '';
  const held =
    attribute === 'email'
      ? sql`${users.aliasEmailKey} = lower(${value}::text)`
      : eq(users.aliasPhoneKey, value);
  await services.db
    .update(users)
    .set({
      attributes: sql`${users.attributes} || ${JSON.stringify({ [verificationFlag[attribute]]: 'false' })}::jsonb`,
      updatedAt: services.clock.nowInMs(),
    })
    .where(
      and(
        eq(users.poolId, claim.pool.Id),
        held,
        claim.userId ? ne(users.id, claim.userId) : undefined,
      ),
    );
}

/** CreateUserPool's sign-in attributes as stored: one kind at most, empty lists left out. */
export function readSignInAttributes(
  input: Pick<PoolSettings, 'UsernameAttributes' | 'AliasAttributes'>,
): Pick<PoolSettings, 'UsernameAttributes' | 'AliasAttributes'> {
  const { UsernameAttributes, AliasAttributes } = input;
  if (UsernameAttributes?.length && AliasAttributes?.length) {
    throw invalidParameter(
      'Only one of the aliasAttributes or usernameAttributes can be set in a User Pool.',
    );
  }
  return {
    ...(UsernameAttributes?.length ? { UsernameAttributes: [...new Set(UsernameAttributes)] } : {}),
    ...(AliasAttributes?.length ? { AliasAttributes: [...new Set(AliasAttributes)] } : {}),
  };
}
