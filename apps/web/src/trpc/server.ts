import 'server-only';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { headers } from 'next/headers';
import { cache, createElement, type ReactNode } from 'react';
import { appRouter } from '@/server/api/root';
import { createTRPCContext } from '@/server/api/trpc';
import { createQueryClient } from './query-client';

/**
 * While rendering on the server, procedures are called in-process with the visitor's own
 * headers forwarded and a marker saying so (docs/product.md §7 "Product data API"): the API
 * then reads the session cookie.
 */
const createContext = cache(async () => {
  const forwarded = new Headers(await headers());
  forwarded.set('x-trpc-source', 'rsc');
  return createTRPCContext({ headers: forwarded });
});

/** One query cache per request. */
export const getServerQueryClient = cache(createQueryClient);

export const serverTrpc = createTRPCOptionsProxy({
  router: appRouter,
  ctx: createContext,
  queryClient: getServerQueryClient,
});

/** Hands what the server fetched to the browser's cache, so the page renders with data at once. */
export function HydrateClient({ children }: { children: ReactNode }) {
  return createElement(HydrationBoundary, { state: dehydrate(getServerQueryClient()) }, children);
}
