'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from './react';
import { REFRESHED_USER_ME } from './user-me-input';

/**
 * After the user changed names or email in the identity service: has the server take the new
 * values into its record now (not when its copy goes stale), then lets every `user.me` query
 * refetch from that record. A failure is left to the query cache (a revoked session signs out
 * through the session-ended watcher); the change itself is already saved.
 */
export function useRefreshUserMe(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const refreshed = trpc.user.me.queryOptions(REFRESHED_USER_ME);
    try {
      await queryClient.fetchQuery({ ...refreshed, staleTime: 0 });
    } catch {
      return;
    }
    const refreshedQuery = queryClient.getQueryCache().find({ queryKey: refreshed.queryKey });
    await queryClient.invalidateQueries({
      ...trpc.user.me.pathFilter(),
      predicate: (query) => query !== refreshedQuery,
    });
  }, [trpc, queryClient]);
}
