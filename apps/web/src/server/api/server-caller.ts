import 'server-only';
import { headers } from 'next/headers';
import { SSR_MARKER_HEADER } from './request-metadata';
import { createCaller } from './root';
import { createTRPCContext } from './trpc';

/**
 * Calls procedures in-process while rendering on the server, as the visitor: their headers
 * are forwarded with the server-rendering marker, so Amplify's cookies count as their token.
 */
export async function createServerCaller() {
  const forwarded = new Headers(await headers());
  forwarded.set(SSR_MARKER_HEADER, 'rsc');
  return createCaller(await createTRPCContext({ headers: forwarded }));
}
