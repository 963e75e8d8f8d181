import defaultIdentityPoolFile from '../../config/default-identity-pool.json' with { type: 'json' };
import type { Uses } from '../services/context.js';
import { issuerFor } from '../services/tokens.js';
import { identityPools } from '../store/schema.js';
import type { IdentityPoolSettings } from './fields.js';

export const DEFAULT_IDENTITY_POOL_ID = defaultIdentityPoolFile.IdentityPoolId;

/**
 * The checked-in identity pool, bound to the default user pool and its browser client. The
 * file names the user pool, not the provider: the provider name is that pool's issuer without
 * its scheme, which follows IDENTITY_PUBLIC_URL.
 */
export function defaultIdentityPoolSettings(services: Uses<'config'>): IdentityPoolSettings {
  const { UserPoolId, ClientIds, ...settings } = defaultIdentityPoolFile;
  const providerName = issuerFor(services, UserPoolId).replace(/^\w+:\/\//, '');
  return {
    ...settings,
    CognitoIdentityProviders: ClientIds.map((ClientId) => ({
      ProviderName: providerName,
      ClientId,
      ServerSideTokenCheck: false,
    })),
  };
}

/** Made when missing (as the default user pool is); a stored one, changed or not, is kept. */
export async function ensureDefaultIdentityPool(services: Uses<'config' | 'db'>, nowInMs: number) {
  const settings = defaultIdentityPoolSettings(services);
  await services.db
    .insert(identityPools)
    .values({
      id: settings.IdentityPoolId,
      name: settings.IdentityPoolName,
      settings,
      createdAt: nowInMs,
      updatedAt: nowInMs,
    })
    .onConflictDoNothing();
}
