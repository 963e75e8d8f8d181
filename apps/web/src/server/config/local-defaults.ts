import 'server-only';
import type { PasswordPolicy } from '../public-config-type';

/*
 * The embedded identity server's default pool, duplicated from
 * packages/identity/config/default-pool.json so the web bundle does not reach into another
 * workspace; local-defaults.test.ts fails if the two drift apart.
 */
export const LOCAL_USER_POOL_ID = 'us-east-1_SteadfastLocal';
export const LOCAL_CLIENT_ID = 'steadfastlocalwebclient001';
export const LOCAL_IDENTITY_ENDPOINT = 'http://localhost:9229';

export const LOCAL_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireNumbers: true,
  requireSymbols: true,
};
