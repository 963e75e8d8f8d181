import 'server-only';
import { headers } from 'next/headers';
import { serverEnv } from '../env';
import { getAccessTokenVerifier } from './default-verifier';
import { accessTokenFromCookies, resolveSession } from './resolve-session';
import type { ServerSession } from './server-session-type';

export type { ServerSession } from './server-session-type';

/** The signed-in visitor of the current request, from Amplify's cookies, verified; else null. */
export async function getServerSession(): Promise<ServerSession | null> {
  const token = accessTokenFromCookies(await headers(), serverEnv.cognito.clientId);
  return resolveSession(token, getAccessTokenVerifier());
}
