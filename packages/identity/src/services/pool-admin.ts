import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { toEpochSeconds } from '../clock.js';
import { CognitoError } from '../errors.js';
import { clients, pools } from '../store/schema.js';
import type { Uses } from './context.js';
import type { ClientSettings, PoolSettings } from './pool-settings.js';
import { forgetCachedSettings } from './pools.js';

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number, alphabet: string): string {
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** Pool ids start with the region the pool was created in, as on AWS. */
export function newPoolId(region: string): string {
  return `${region}_${randomText(9, alphanumerics)}`;
}

export function newClientId(): string {
  return randomText(26, 'abcdefghijklmnopqrstuvwxyz0123456789');
}

/** Cognito's UserPoolClientType; clients stored without the OAuth switches read as off. */
export function describeClient(row: typeof clients.$inferSelect) {
  return {
    AllowedOAuthFlowsUserPoolClient: false,
    EnablePropagateAdditionalUserContextData: false,
    ...(row.settings as ClientSettings),
    CreationDate: toEpochSeconds(row.createdAt),
    LastModifiedDate: toEpochSeconds(row.updatedAt),
  };
}

export async function requirePoolRow(services: Uses<'db'>, poolId: string) {
  const [row] = await services.db.select().from(pools).where(eq(pools.id, poolId));
  if (!row)
    throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  return row;
}

export async function requireClientRow(services: Uses<'db'>, poolId: string, clientId: string) {
  const [row] = await services.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.poolId, poolId)));
  if (!row) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  }
  return row;
}

export async function savePoolSettings(
  services: Uses<'clock' | 'db'>,
  poolId: string,
  settings: PoolSettings,
) {
  await services.db
    .update(pools)
    .set({ settings, name: settings.Name, updatedAt: services.clock.nowInMs() })
    .where(eq(pools.id, poolId));
  forgetCachedSettings(services);
}
