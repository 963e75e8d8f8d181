import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '@/server/api/root';
import { authorizationHeader } from './access-token';
import { batchLink, TRPC_PATH } from './links';

/**
 * Tells the server this browser was just remembered, for the account's activity. Its own
 * small client, like recordSignIn: /mfa-verify does not load the data API's React client.
 */
export async function recordBrowserRemembered(deviceKey: string): Promise<void> {
  const client = createTRPCClient<AppRouter>({
    links: [batchLink({ url: TRPC_PATH, headers: authorizationHeader })],
  });
  await client.security.browserRemembered.mutate({ deviceKey });
}
