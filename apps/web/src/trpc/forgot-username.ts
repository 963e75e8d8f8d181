import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '@/server/api/root';
import { batchLink, TRPC_PATH } from './links';

/**
 * Asks the server to email the usernames registered to an address (`user.forgotUsername`).
 * A plain client loaded at first use: /forgot-username makes this one call, so it does without
 * the data API's React client and its query cache.
 */
export async function requestUsernameReminder(email: string): Promise<void> {
  const client = createTRPCClient<AppRouter>({
    links: [batchLink({ url: TRPC_PATH, headers: () => ({}) })],
  });
  await client.user.forgotUsername.mutate({ email });
}
