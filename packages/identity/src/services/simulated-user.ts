import { createHmac } from 'node:crypto';
import type { Uses } from './context.js';
import { usernameKey } from './users.js';

function derive(
  services: Uses<'secrets'>,
  purpose: string,
  poolId: string,
  username: string,
): string {
  return createHmac('sha256', services.secrets.simulationKey)
    .update(`${purpose}\u0000${poolId}\u0000${usernameKey(username)}`)
    .digest('hex');
}

/**
 * What an unknown username looks like to a client: the same salt and internal id every time
 * (RFC 5054 §2.5.1.3), so repeated probes cannot tell it from a real account.
 */
export function simulatedIdentity(services: Uses<'secrets'>, poolId: string, username: string) {
  const saltHex = derive(services, 'salt', poolId, username).slice(0, 32);
  const hex = derive(services, 'id', poolId, username);
  const userIdForSrp = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `8${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
  return { saltHex, userIdForSrp, verifierHex: services.secrets.simulatedVerifierHex };
}
