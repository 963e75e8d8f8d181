import { CognitoError } from '../errors.js';
import type { Uses } from './context.js';
import { requireClient, requirePool, type PoolAndClient } from './pools.js';

/**
 * The app client named with its pool, as the admin sign-in operations take them: a client of
 * another pool is, for that pool, a client that does not exist.
 */
export async function requireClientOfPool(
  services: Uses<'clock' | 'db'>,
  poolId: string,
  clientId: string,
): Promise<PoolAndClient> {
  await requirePool(services, poolId);
  const found = await requireClient(services, clientId);
  if (found.pool.Id !== poolId) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  }
  return found;
}
