import { httpBatchLink, loggerLink, type TRPCLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@/server/api/root';

export { TRPC_PATH } from './path';

/** Log only calls that failed (docs/product.md §7 "Product data API"). */
export function errorOnlyLogger(): TRPCLink<AppRouter> {
  return loggerLink({
    enabled: (operation) => operation.direction === 'down' && operation.result instanceof Error,
  });
}

/** Batched HTTP with superjson; queries go as GET, mutations as POST. */
export function batchLink(options: {
  url: string;
  headers: () => Promise<Record<string, string>> | Record<string, string>;
}): TRPCLink<AppRouter> {
  return httpBatchLink({ transformer: superjson, url: options.url, headers: options.headers });
}
