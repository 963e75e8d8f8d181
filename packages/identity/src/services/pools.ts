import { and, eq, sql } from 'drizzle-orm';
import defaultPoolFile from '../../config/default-pool.json' with { type: 'json' };
import { CognitoError } from '../errors.js';
import type { Database } from '../store/database.js';
import { clients, pools } from '../store/schema.js';
import type { Uses } from './context.js';
import type { ClientSettings, PoolSettings } from './pool-settings.js';

export const DEFAULT_POOL_ID = defaultPoolFile.userPool.Id;
export const DEFAULT_CLIENT_ID = defaultPoolFile.userPoolClient.ClientId;
/** The embedded pool's server-side client (with a secret, for AdminInitiateAuth). */
export const DEFAULT_SERVER_CLIENT_ID = defaultPoolFile.serverUserPoolClient.ClientId;
/** Fixed and published for local use only; a production client's secret comes from Cognito. */
export const DEFAULT_SERVER_CLIENT_SECRET = defaultPoolFile.serverUserPoolClient.ClientSecret;

export function defaultPoolSettings(): PoolSettings {
  return structuredClone(defaultPoolFile.userPool) as PoolSettings;
}

export function defaultClientSettings(): ClientSettings {
  return {
    ...structuredClone(defaultPoolFile.userPoolClient),
    UserPoolId: DEFAULT_POOL_ID,
  } as ClientSettings;
}

export function defaultServerClientSettings(): ClientSettings {
  return {
    ...structuredClone(defaultPoolFile.serverUserPoolClient),
    UserPoolId: DEFAULT_POOL_ID,
  } as ClientSettings;
}

/**
 * Creates the checked-in pool and its clients on every start, each only if it is missing, so a
 * store made before a client was added to the file gains it. A stored pool also gains the
 * top-level settings the file has and it lacks (threat protection, say); settings it has, even
 * changed by an administrator, are kept. Each write is one statement that tolerates a
 * concurrent start doing the same.
 */
export async function ensureDefaultPool(db: Database, nowInMs: number): Promise<void> {
  const pool = defaultPoolSettings();
  await db
    .insert(pools)
    .values({
      id: pool.Id,
      name: pool.Name,
      settings: pool,
      createdAt: nowInMs,
      updatedAt: nowInMs,
    })
    .onConflictDoNothing();
  await fillMissingPoolSettings(db, pool, nowInMs);
  for (const client of [defaultClientSettings(), defaultServerClientSettings()]) {
    await db
      .insert(clients)
      .values({
        id: client.ClientId,
        poolId: pool.Id,
        settings: client,
        createdAt: nowInMs,
        updatedAt: nowInMs,
      })
      .onConflictDoNothing();
  }
}

/** `file || stored`: in jsonb concatenation the right side wins, so stored values stay. */
async function fillMissingPoolSettings(db: Database, pool: PoolSettings, nowInMs: number) {
  const names = Object.keys(pool);
  await db
    .update(pools)
    .set({
      settings: sql`${JSON.stringify(pool)}::jsonb || ${pools.settings}`,
      updatedAt: nowInMs,
    })
    .where(
      and(
        eq(pools.id, pool.Id),
        sql`NOT (${pools.settings} ?& ARRAY[${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[])`,
      ),
    );
}

export interface PoolAndClient {
  pool: PoolSettings;
  client: ClientSettings;
}

export async function findPool(services: Uses<'db'>, poolId: string) {
  const [row] = await services.db.select().from(pools).where(eq(pools.id, poolId));
  return row;
}

export async function requirePool(services: Uses<'db'>, poolId: string): Promise<PoolSettings> {
  const row = await findPool(services, poolId);
  if (!row)
    throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  return row.settings as PoolSettings;
}

/**
 * Client and pool settings are read on every request but change rarely; a few seconds of
 * caching saves a query per call. Admin writes in this process clear the cache at once; other
 * processes sharing PostgreSQL see changes within `settingsCacheInMs`.
 */
const settingsCacheInMs = 5_000;
/** Keyed by the server's services object, so each server (tests run several) has its own. */
const settingsCache = new WeakMap<object, Map<string, { value: PoolAndClient; until: number }>>();

export function forgetCachedSettings(services: object): void {
  settingsCache.delete(services);
}

export async function requireClient(
  services: Uses<'clock' | 'db'>,
  clientId: string,
): Promise<PoolAndClient> {
  const now = services.clock.nowInMs();
  let cache = settingsCache.get(services);
  const cached = cache?.get(clientId);
  if (cached && cached.until > now) return cached.value;
  const value = await loadClient(services, clientId);
  if (!cache) settingsCache.set(services, (cache = new Map()));
  cache.set(clientId, { value, until: now + settingsCacheInMs });
  return value;
}

async function loadClient(services: Uses<'db'>, clientId: string): Promise<PoolAndClient> {
  const [row] = await services.db
    .select({ client: clients.settings, pool: pools.settings })
    .from(clients)
    .innerJoin(pools, eq(pools.id, clients.poolId))
    .where(eq(clients.id, clientId));
  if (!row) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  }
  return { pool: row.pool as PoolSettings, client: row.client as ClientSettings };
}
