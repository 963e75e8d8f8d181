import type { PublicIdentityPool } from '@/server/public-config-type';

/**
 * The identity-pool part of Amplify's Cognito configuration: with it, fetchAuthSession also
 * returns `identityId` and `credentials` (cached 50 minutes by Amplify, SPEC §9), for guests too
 * when `allowGuestAccess` is on. Without an identity pool, nothing.
 */
export function identityPoolAmplifyConfig(identityPool: PublicIdentityPool | undefined) {
  if (!identityPool) return {};
  return {
    identityPoolId: identityPool.id,
    allowGuestAccess: identityPool.allowGuestAccess,
    ...(identityPool.endpoint ? { identityPoolEndpoint: identityPool.endpoint } : {}),
  };
}
