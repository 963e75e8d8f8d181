import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '@/server/api/root';
import { batchLink, TRPC_PATH } from '@/trpc/links';

export interface RecoveryCodeSignIn {
  username: string;
  password: string;
  recoveryCode: string;
}

/**
 * `security.recoverWithCode` through a plain client: the sign-in pages make this one data call
 * while signed out, so they do without the data API's React client and its query cache. Loaded
 * at first use (`auth-actions.ts`), so /mfa-verify's first load does not carry it.
 */
export async function recoverWithCode(input: RecoveryCodeSignIn): Promise<void> {
  const client = createTRPCClient<AppRouter>({
    links: [batchLink({ url: TRPC_PATH, headers: () => ({}) })],
  });
  await client.security.recoverWithCode.mutate(input);
}
