import 'server-only';
import type { NextRequest } from 'next/server';
import { resolveAdminSession } from './server/admin-access/resolve-admin';
import { getAccessTokenVerifier } from './server/auth/default-verifier';
import { identityOrigins } from './server/config/identity-pool-env';
import { getAppServices } from './server/default-app-services';
import { serverEnv } from './server/env';
import { createProxy } from './server/security/create-proxy';

const handle = createProxy({
  clientId: serverEnv.cognito.clientId,
  // Sign-in and credentials (identity pool), and the hosted domain's token endpoint.
  identityOrigins: [
    ...identityOrigins(serverEnv.cognito.browserOrigin, serverEnv.identityPool),
    ...(serverEnv.cognito.oauth ? [serverEnv.cognito.oauth.origin] : []),
  ],
  development: serverEnv.nodeEnv === 'development',
  verify: getAccessTokenVerifier(),
  isAdmin: async (accessToken, options) =>
    (await resolveAdminSession(accessToken, getAppServices(), options)) !== null,
  reportError: (context, error) =>
    console.error(`[web] ${context}:`, error instanceof Error ? error.message : error),
});

export function proxy(request: NextRequest) {
  return handle(request);
}

export const config = {
  // Everything but build assets, so pages and the API get the security headers.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|robots.txt).*)'],
};
