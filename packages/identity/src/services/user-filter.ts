import { and, eq, sql, type SQL } from 'drizzle-orm';
import { invalidParameter } from '../errors.js';
import { users } from '../store/schema.js';

export interface UserFilter {
  attribute: string;
  operator: '=' | '^=';
  value: string;
}

const filterPattern = /^\s*([\w:]+)\s*(\^=|=)\s*"((?:[^"\\]|\\.)*)"\s*$/;
const attributeColumns = new Set([
  'username',
  'email',
  'phone_number',
  'name',
  'given_name',
  'family_name',
  'preferred_username',
  'cognito:user_status',
  'status',
  'sub',
]);

/** ListUsers' `attribute = "value"` and `attribute ^= "value"` (prefix); empty means all. */
export function parseUserFilter(text: string | undefined): UserFilter | null {
  if (text === undefined || text.trim() === '') return null;
  const match = filterPattern.exec(text);
  if (!match) throw invalidParameter('Error while parsing filter.');
  const [, attribute = '', operator, raw = ''] = match;
  // Custom attributes are not searchable in Cognito; they are refused like any unknown name.
  if (!attributeColumns.has(attribute)) {
    throw invalidParameter(`Invalid search attribute: ${attribute}`);
  }
  return {
    attribute,
    operator: operator === '^=' ? '^=' : '=',
    value: raw.replace(/\\(.)/g, '$1'),
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function compare(column: SQL, filter: UserFilter, value: string): SQL {
  return filter.operator === '='
    ? sql`${column} = ${value}`
    : sql`${column} LIKE ${`${escapeLike(value)}%`}`;
}

/** The SQL condition for a filter, within one pool. */
export function userFilterCondition(poolId: string, filter: UserFilter | null): SQL | undefined {
  const inPool = eq(users.poolId, poolId);
  if (!filter) return inPool;
  const { attribute, value } = filter;
  let condition: SQL;
  if (attribute === 'username')
    condition = compare(sql`${users.usernameKey}`, filter, value.toLowerCase());
  else if (attribute === 'email')
    condition = compare(sql`${users.emailKey}`, filter, value.toLowerCase());
  else if (attribute === 'sub') condition = compare(sql`${users.id}`, filter, value);
  else if (attribute === 'cognito:user_status')
    condition = compare(sql`${users.status}`, filter, value.toUpperCase());
  else if (attribute === 'status') {
    // "Enabled" or "Disabled"; any other value matches no one.
    const state = sql`CASE WHEN ${users.enabled} THEN 'enabled' ELSE 'disabled' END`;
    condition = compare(state, filter, value.toLowerCase());
  } else condition = compare(sql`${users.attributes} ->> ${attribute}`, filter, value);
  return and(inPool, condition);
}
