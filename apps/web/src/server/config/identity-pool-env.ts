import 'server-only';
import { z } from 'zod';

/**
 * The identity pool (Amazon Cognito Identity) the browser gets AWS credentials from, and
 * whether signed-out visitors get guest credentials (SPEC §6's configuration flag; Amplify's
 * `allowGuestAccess`). Unset: no identity pool, as before.
 */
export const identityPoolEnvFields = {
  COGNITO_IDENTITY_POOL_ID: z
    .string()
    .regex(
      /^[a-z]{2}(-[a-z]+)+-\d:[0-9a-f-]+$/,
      'must look like <region>:<uuid>, e.g. us-east-1:5eadfa57-1dea-4000-8000-000000000001',
    )
    .optional(),
  COGNITO_ALLOW_GUEST_ACCESS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
};

type RawIdentityPoolEnv = {
  COGNITO_IDENTITY_POOL_ID?: string | undefined;
  COGNITO_ALLOW_GUEST_ACCESS?: boolean | undefined;
};

export interface IdentityPoolEnv {
  id: string;
  allowGuestAccess: boolean;
  /** The local identity server answers identity pools on the user pools' endpoint; unset on AWS. */
  endpoint: string | undefined;
  /** Origin the browser calls for credentials (CSP connect-src). */
  browserOrigin: string;
}

export function toIdentityPool(
  raw: RawIdentityPoolEnv,
  userPoolEndpoint: string | undefined,
  fail: (message: string) => Error,
): IdentityPoolEnv | undefined {
  const id = raw.COGNITO_IDENTITY_POOL_ID;
  if (!id) {
    if (raw.COGNITO_ALLOW_GUEST_ACCESS) {
      throw fail(
        'Invalid web server environment: COGNITO_ALLOW_GUEST_ACCESS: needs COGNITO_IDENTITY_POOL_ID',
      );
    }
    return undefined;
  }
  // Amplify takes the region from the identity pool id the same way.
  const region = id.slice(0, id.indexOf(':'));
  return {
    id,
    allowGuestAccess: raw.COGNITO_ALLOW_GUEST_ACCESS ?? false,
    endpoint: userPoolEndpoint,
    browserOrigin: userPoolEndpoint
      ? new URL(userPoolEndpoint).origin
      : `https://cognito-identity.${region}.amazonaws.com`,
  };
}

/** Every origin the browser calls for sign-in and credentials, for CSP connect-src. */
export function identityOrigins(
  userPoolOrigin: string,
  identityPool: IdentityPoolEnv | undefined,
): string[] {
  return [...new Set([userPoolOrigin, identityPool?.browserOrigin ?? userPoolOrigin])];
}
