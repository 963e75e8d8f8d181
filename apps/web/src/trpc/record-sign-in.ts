import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '@/server/api/root';
import { authorizationHeader } from './access-token';
import { batchLink, TRPC_PATH } from './links';

/**
 * Tells the server a sign-in completed, so the user's record and trial exist from then on.
 * Its own small client: the sign-in pages do not load the data API's React client.
 */
export async function recordSignIn(): Promise<void> {
  const client = createTRPCClient<AppRouter>({
    links: [batchLink({ url: TRPC_PATH, headers: authorizationHeader })],
  });
  await client.user.recordSignIn.mutate();
}
