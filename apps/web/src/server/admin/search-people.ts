import 'server-only';
import { ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { PersonStatus } from '@/features/admin/admin-inputs';
import { identityCall } from '../account/identity-errors';
import type { AppServices } from '../app-services';
import { users } from '../db/schema';
import { decodeCursor, encodeCursor } from './cursor';
import { attributeOf, statusWord } from './identity-person';

export const SEARCH_PAGE_SIZE = 20;

export interface PersonSummary {
  username: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  status: PersonStatus;
  createdAt: Date;
  /** From the app record; null when the person never signed in to the app. */
  lastActive: Date | null;
  isAdmin: boolean;
}

type Field = 'sub' | 'email' | 'username';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A sub is a uuid, an email prefix has an `@`; anything else is a username (or its start). */
export function searchField(query: string): Field {
  if (UUID.test(query)) return 'sub';
  if (query.includes('@')) return 'email';
  return 'username';
}

/** ListUsers' filter syntax: a quoted value with `"` and `\` escaped. */
export function userFilter(field: Field, query: string): string {
  const value = query.replace(/["\\]/g, (character) => `\\${character}`);
  return field === 'sub' ? `sub = "${value}"` : `${field} ^= "${value}"`;
}

const cursorShape = z.strictObject({
  query: z.string(),
  field: z.enum(['sub', 'email', 'username']),
  token: z.string().min(1),
});

/**
 * One page of people whose username, email or sub matches, joined with their app records. A
 * query that is no username prefix of anyone is tried as an email prefix ("ada.l" is either).
 */
export async function searchPeople(
  services: AppServices,
  query: string,
  cursor: string | undefined,
): Promise<{ people: PersonSummary[]; nextCursor: string | null }> {
  const resumed = decodeCursor(cursor, cursorShape);
  if (resumed && resumed.query !== query) return searchPeople(services, query, undefined);
  let field = resumed?.field ?? searchField(query);
  let page = await listUsers(services, field, query, resumed?.token);
  if (!resumed && field === 'username' && page.users.length === 0) {
    field = 'email';
    page = await listUsers(services, field, query, undefined);
  }
  const people = await withAppRecords(services, page.users.map(toSummary));
  const nextCursor = page.token ? encodeCursor({ query, field, token: page.token }) : null;
  return { people, nextCursor };
}

async function listUsers(services: AppServices, field: Field, query: string, token?: string) {
  const answer = await identityCall(() =>
    services.cognito.send(
      new ListUsersCommand({
        UserPoolId: services.env.cognito.userPoolId,
        Filter: userFilter(field, query),
        Limit: SEARCH_PAGE_SIZE,
        ...(token ? { PaginationToken: token } : {}),
      }),
    ),
  );
  return { users: answer.Users ?? [], token: answer.PaginationToken ?? null };
}

function toSummary(user: UserType): PersonSummary {
  const enabled = user.Enabled ?? true;
  return {
    username: user.Username ?? '',
    sub: attributeOf(user.Attributes, 'sub'),
    email: attributeOf(user.Attributes, 'email'),
    emailVerified: attributeOf(user.Attributes, 'email_verified') === 'true',
    status: statusWord(user.UserStatus, enabled),
    createdAt: user.UserCreateDate ?? new Date(0),
    lastActive: null,
    isAdmin: false,
  };
}

async function withAppRecords(
  services: AppServices,
  people: PersonSummary[],
): Promise<PersonSummary[]> {
  const subs = people.map((person) => person.sub).filter((sub) => sub !== '');
  if (subs.length === 0) return people;
  const db = await services.database();
  const rows = await db
    .select({ sub: users.cognitoId, lastActive: users.lastActive, isAdmin: users.isAdmin })
    .from(users)
    .where(inArray(users.cognitoId, subs));
  const bySub = new Map(rows.map((row) => [row.sub, row]));
  return people.map((person) => {
    const row = bySub.get(person.sub);
    return row ? { ...person, lastActive: row.lastActive, isAdmin: row.isAdmin } : person;
  });
}
