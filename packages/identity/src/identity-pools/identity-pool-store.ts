import { randomUUID } from 'node:crypto';
import { asc, eq, gt } from 'drizzle-orm';
import { CognitoError } from '../errors.js';
import type { Uses } from '../services/context.js';
import { identityPools } from '../store/schema.js';
import type { IdentityPoolSettings } from './fields.js';

export const identityPoolNotFound = (identityPoolId: string) =>
  new CognitoError('ResourceNotFoundException', `IdentityPool '${identityPoolId}' not found.`);

/** A new identity pool, `<region>:<uuid>` as Cognito names them, in the request's region. */
export async function insertIdentityPool(
  services: Uses<'clock' | 'db'>,
  region: string,
  settings: Omit<IdentityPoolSettings, 'IdentityPoolId'>,
): Promise<IdentityPoolSettings> {
  const stored = { IdentityPoolId: `${region}:${randomUUID()}`, ...settings };
  const now = services.clock.nowInMs();
  await services.db.insert(identityPools).values({
    id: stored.IdentityPoolId,
    name: stored.IdentityPoolName,
    settings: stored,
    createdAt: now,
    updatedAt: now,
  });
  return stored;
}

export async function requireIdentityPool(
  services: Uses<'db'>,
  identityPoolId: string,
): Promise<IdentityPoolSettings> {
  const [row] = await services.db
    .select({ settings: identityPools.settings })
    .from(identityPools)
    .where(eq(identityPools.id, identityPoolId));
  if (!row) throw identityPoolNotFound(identityPoolId);
  return row.settings as IdentityPoolSettings;
}

/** Its identities go with it (the store's foreign key cascades). */
export async function deleteIdentityPool(services: Uses<'db'>, identityPoolId: string) {
  const deleted = await services.db
    .delete(identityPools)
    .where(eq(identityPools.id, identityPoolId))
    .returning({ id: identityPools.id });
  if (deleted.length === 0) throw identityPoolNotFound(identityPoolId);
}

/** Up to `limit + 1` pools after `afterId` in id order, so the caller can tell if more follow. */
export async function listIdentityPoolRows(
  services: Uses<'db'>,
  limit: number,
  afterId: string | undefined,
) {
  return services.db
    .select({ id: identityPools.id, name: identityPools.name })
    .from(identityPools)
    .where(afterId === undefined ? undefined : gt(identityPools.id, afterId))
    .orderBy(asc(identityPools.id))
    .limit(limit + 1);
}
