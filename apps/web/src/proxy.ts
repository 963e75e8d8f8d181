import 'server-only';
import type { NextRequest } from 'next/server';
import { getAccessTokenVerifier } from './server/auth/default-verifier';
import { serverEnv } from './server/env';
import { createProxy } from './server/security/create-proxy';

const handle = createProxy({
  clientId: serverEnv.cognito.clientId,
  identityOrigins: [serverEnv.cognito.browserOrigin, serverEnv.cognito.oauth?.origin].filter(
    (origin) => origin !== undefined,
  ),
  development: serverEnv.nodeEnv === 'development',
  verify: getAccessTokenVerifier(),
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
