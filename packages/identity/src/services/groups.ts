import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { toEpochSeconds } from '../clock.js';
import { CognitoError } from '../errors.js';
import { groups, pools } from '../store/schema.js';
import type { Uses } from './context.js';

export type GroupRecord = typeof groups.$inferSelect;

/** Cognito's resource quotas for groups (not adjustable): per pool, and per user. */
export const groupQuotas = { perPool: 10_000, perUser: 100 } as const;

export function groupNotFound(): CognitoError {
  return new CognitoError('ResourceNotFoundException', 'Group not found.');
}

/** Cognito's GroupType: fields never set are left out, dates are epoch seconds. */
export function describeGroup(group: GroupRecord) {
  return {
    GroupName: group.name,
    UserPoolId: group.poolId,
    ...(group.description !== null ? { Description: group.description } : {}),
    ...(group.roleArn !== null ? { RoleArn: group.roleArn } : {}),
    ...(group.precedence !== null ? { Precedence: group.precedence } : {}),
    LastModifiedDate: toEpochSeconds(group.updatedAt),
    CreationDate: toEpochSeconds(group.createdAt),
  };
}

const named = (poolId: string, name: string) =>
  and(eq(groups.poolId, poolId), eq(groups.name, name));

export async function requireGroup(services: Uses<'db'>, poolId: string, name: string) {
  const [group] = await services.db.select().from(groups).where(named(poolId, name));
  if (!group) throw groupNotFound();
  return group;
}

export interface GroupSettings {
  description?: string | undefined;
  roleArn?: string | undefined;
  precedence?: number | undefined;
}

/**
 * A new group, inserted only while the pool is under its quota and the name is free, in one
 * statement. (Parallel creations on PostgreSQL may each see the last free place; the quota is a
 * resource cap, not a security rule, so that is allowed to pass by the number in flight.)
 */
export async function createGroup(
  services: Uses<'clock' | 'db'>,
  poolId: string,
  name: string,
  settings: GroupSettings,
): Promise<GroupRecord> {
  const now = services.clock.nowInMs();
  const underQuota = sql`(SELECT count(*) FROM ${groups} WHERE ${groups.poolId} = ${poolId}) < ${groupQuotas.perPool}`;
  const [created] = await services.db
    .insert(groups)
    .select((qb) =>
      qb
        .select({
          poolId: pools.id,
          name: sql<string>`${name}::text`.as('name'),
          description: sql<string | null>`${settings.description ?? null}::text`.as('description'),
          roleArn: sql<string | null>`${settings.roleArn ?? null}::text`.as('role_arn'),
          precedence: sql<number | null>`${settings.precedence ?? null}::integer`.as('precedence'),
          createdAt: sql<number>`${now}::bigint`.as('created_at'),
          updatedAt: sql<number>`${now}::bigint`.as('updated_at'),
        })
        .from(pools)
        .where(and(eq(pools.id, poolId), underQuota)),
    )
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await services.db.select().from(groups).where(named(poolId, name));
  if (existing) {
    throw new CognitoError('GroupExistsException', `A group with the name ${name} already exists.`);
  }
  throw new CognitoError(
    'LimitExceededException',
    `The user pool can have at most ${groupQuotas.perPool} groups.`,
  );
}

/** UpdateGroup: the settings given replace the group's; those left out keep their values. */
export async function updateGroup(
  services: Uses<'clock' | 'db'>,
  poolId: string,
  name: string,
  settings: GroupSettings,
): Promise<GroupRecord> {
  const [updated] = await services.db
    .update(groups)
    .set({
      ...(settings.description !== undefined ? { description: settings.description } : {}),
      ...(settings.roleArn !== undefined ? { roleArn: settings.roleArn } : {}),
      ...(settings.precedence !== undefined ? { precedence: settings.precedence } : {}),
      updatedAt: services.clock.nowInMs(),
    })
    .where(named(poolId, name))
    .returning();
  if (!updated) throw groupNotFound();
  return updated;
}

/** Deletes the group; its memberships go with it (the foreign key cascades). */
export async function deleteGroup(services: Uses<'db'>, poolId: string, name: string) {
  const deleted = await services.db
    .delete(groups)
    .where(named(poolId, name))
    .returning({ name: groups.name });
  if (deleted.length === 0) throw groupNotFound();
}

/** Up to `limit + 1` groups of the pool after `after`, by name (for pageOf). */
export async function listGroups(
  services: Uses<'db'>,
  poolId: string,
  limit: number,
  after: string | undefined,
) {
  return services.db
    .select()
    .from(groups)
    .where(and(eq(groups.poolId, poolId), after !== undefined ? gt(groups.name, after) : undefined))
    .orderBy(asc(groups.name))
    .limit(limit + 1);
}
