import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { groupMembers, groups } from '../store/schema.js';

/** One of a user's groups as the tokens need it: name, role ARN, precedence. */
export type MemberGroup = readonly [
  name: string,
  roleArn: string | null,
  precedence: number | null,
];

/**
 * The user's groups in Cognito's order for `cognito:groups` (lowest precedence first, groups
 * without one last; then by name), as one JSON array, empty for a user in no group. A scalar
 * subquery, so it rides in a statement the token issuance already runs: one probe of
 * group_members' user index, which finds nothing for a user in no group.
 */
export function memberGroupsOf(userId: AnyPgColumn): SQL<MemberGroup[]> {
  // Spelt out with aliases: Drizzle leaves columns unqualified inside RETURNING and UPDATE,
  // where `user_id` would then name group_members' own column.
  const outerUserId = sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  return sql`COALESCE((SELECT json_agg(json_build_array(g.name, g.role_arn, g.precedence) ORDER BY g.precedence NULLS LAST, g.name) FROM ${groupMembers} m JOIN ${groups} g ON g.pool_id = m.pool_id AND g.name = m.group_name WHERE m.user_id = ${outerUserId}), '[]'::json)`.mapWith(
    readMemberGroups,
  );
}

/** The drivers hand json over parsed (PGlite, postgres.js) or as text. */
function readMemberGroups(value: unknown): MemberGroup[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as MemberGroup[];
}

/**
 * The precedence rule: the role of the group with the lowest precedence among those with a
 * role (no precedence counts as the highest value). Groups tied there with different roles
 * name none, so the token has no preferred role.
 */
function preferredRole(memberGroups: readonly MemberGroup[]): string | undefined {
  const rank = (precedence: number | null) => precedence ?? Number.POSITIVE_INFINITY;
  const withRoles = memberGroups.filter(([, roleArn]) => roleArn !== null);
  const best = Math.min(...withRoles.map(([, , precedence]) => rank(precedence)));
  const roles = new Set(
    withRoles.filter(([, , precedence]) => rank(precedence) === best).map(([, role]) => role),
  );
  return roles.size === 1 ? ([...roles][0] ?? undefined) : undefined;
}

/**
 * The group claims of each token: both carry `cognito:groups`; the id token also the roles of
 * those groups and the preferred role. A user in no group gets none of them.
 */
export function groupClaims(memberGroups: readonly MemberGroup[]): {
  id: {
    'cognito:groups'?: string[];
    'cognito:roles'?: string[];
    'cognito:preferred_role'?: string;
  };
  access: { 'cognito:groups'?: string[] };
} {
  if (memberGroups.length === 0) return { id: {}, access: {} };
  const names = memberGroups.map(([name]) => name);
  const roles = [...new Set(memberGroups.flatMap(([, roleArn]) => (roleArn ? [roleArn] : [])))];
  const preferred = preferredRole(memberGroups);
  return {
    access: { 'cognito:groups': names },
    id: {
      'cognito:groups': names,
      ...(roles.length > 0 ? { 'cognito:roles': roles } : {}),
      ...(preferred ? { 'cognito:preferred_role': preferred } : {}),
    },
  };
}
