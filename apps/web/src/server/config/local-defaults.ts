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
/** The identity server's hosted sign-in domain (HTTPS, its own local certificate authority). */
export const LOCAL_OAUTH_DOMAIN = 'localhost:9443';

/**
 * The pool's server-side app client (admin sign-in with a secret, decision 015). The secret is
 * public knowledge like the rest of this file: it only opens the local development pool.
 */
export const LOCAL_SERVER_CLIENT_ID = 'steadfastlocalappserver001';
export const LOCAL_SERVER_CLIENT_SECRET = 'steadfastlocalappserversecretnotforproduction0000001';

export const LOCAL_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireNumbers: true,
  requireSymbols: true,
};
