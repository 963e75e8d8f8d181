import { and, asc, count, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { CognitoError, messages } from '../errors.js';
import { isForeignKeyViolation } from '../store/unique-violation.js';
import { groupMembers, groups, users } from '../store/schema.js';
import type { Uses } from './context.js';
import { groupNotFound, groupQuotas } from './groups.js';

const membership = (poolId: string, groupName: string, userId: string) =>
  and(
    eq(groupMembers.poolId, poolId),
    eq(groupMembers.groupName, groupName),
    eq(groupMembers.userId, userId),
  );

/**
 * Adds the user to the group; adding a member again changes nothing, as on Cognito. The insert
 * happens only while the user is under the per-user quota, in one statement (see createGroup
 * for why parallel adds on PostgreSQL may pass it by the number in flight).
 */
export async function addUserToGroup(
  services: Uses<'clock' | 'db'>,
  group: { poolId: string; name: string },
  userId: string,
) {
  const added = await insertMember(services, group, userId);
  if (added) return;
  const [state] = await services.db
    .select({
      member: sql<boolean>`bool_or(${groupMembers.groupName} = ${group.name})`,
      groups: count(),
    })
    .from(groupMembers)
    .where(and(eq(groupMembers.poolId, group.poolId), eq(groupMembers.userId, userId)));
  if (state?.member) return;
  if ((state?.groups ?? 0) < groupQuotas.perUser) throw groupNotFound();
  throw new CognitoError(
    'LimitExceededException',
    `A user can be a member of at most ${groupQuotas.perUser} groups.`,
  );
}

/** False when nothing was inserted: a member already, over the quota, or the group is gone. */
async function insertMember(
  services: Uses<'clock' | 'db'>,
  group: { poolId: string; name: string },
  userId: string,
): Promise<boolean> {
  const underQuota = sql`(SELECT count(*) FROM ${groupMembers} WHERE ${groupMembers.userId} = ${userId}) < ${groupQuotas.perUser}`;
  try {
    const added = await services.db
      .insert(groupMembers)
      .select((qb) =>
        qb
          .select({
            poolId: groups.poolId,
            groupName: groups.name,
            userId: sql<string>`${userId}::text`.as('user_id'),
            createdAt: sql<number>`${services.clock.nowInMs()}::bigint`.as('created_at'),
          })
          .from(groups)
          .where(and(eq(groups.poolId, group.poolId), eq(groups.name, group.name), underQuota)),
      )
      .onConflictDoNothing()
      .returning({ userId: groupMembers.userId });
    return added.length > 0;
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new CognitoError('UserNotFoundException', messages.userNotFound);
    throw error;
  }
}

/** Removing a user who is not a member changes nothing and is not an error. */
export async function removeUserFromGroup(
  services: Uses<'db'>,
  group: { poolId: string; name: string },
  userId: string,
) {
  await services.db.delete(groupMembers).where(membership(group.poolId, group.name, userId));
}

/** Up to `limit + 1` of the user's groups after `after`, by name (for pageOf). */
export async function listGroupsOfUser(
  services: Uses<'db'>,
  userId: string,
  limit: number,
  after: string | undefined,
) {
  return services.db
    .select(getTableColumns(groups))
    .from(groupMembers)
    .innerJoin(
      groups,
      and(eq(groups.poolId, groupMembers.poolId), eq(groups.name, groupMembers.groupName)),
    )
    .where(
      and(
        eq(groupMembers.userId, userId),
        after !== undefined ? gt(groupMembers.groupName, after) : undefined,
      ),
    )
    .orderBy(asc(groupMembers.groupName))
    .limit(limit + 1);
}

/** Up to `limit + 1` members of the group after the folded username `after` (for pageOf). */
export async function listUsersInGroup(
  services: Uses<'db'>,
  group: { poolId: string; name: string },
  limit: number,
  after: string | undefined,
) {
  return services.db
    .select(getTableColumns(users))
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(
      and(
        eq(groupMembers.poolId, group.poolId),
        eq(groupMembers.groupName, group.name),
        after !== undefined ? gt(users.usernameKey, after) : undefined,
      ),
    )
    .orderBy(asc(users.usernameKey))
    .limit(limit + 1);
}
