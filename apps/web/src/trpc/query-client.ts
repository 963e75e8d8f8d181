import { defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';

interface ErrorWithStatus {
  data?: { httpStatus?: unknown } | null;
}

/** A refusal (bad input, not signed in, rate limited) will not change by asking again. */
export function isRefusal(error: unknown): boolean {
  const status = (error as ErrorWithStatus | null)?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && !isRefusal(error);
}

/**
 * docs/product.md §9: retry 3 times with back-off 1 s doubling up to 30 s; cache collected
 * after 5 min.
 */
export function retryDelayInMs(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay: retryDelayInMs,
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
      },
      dehydrate: {
        serializeData: superjson.serialize,
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
      hydrate: { deserializeData: superjson.deserialize },
    },
  });
}
