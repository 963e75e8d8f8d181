import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../src/server/api/root';
import type { IdentityClock } from './identity-clock';
import type { Authenticator } from './totp';

const TOTP_PERIOD_IN_MS = 30_000;

/** The web app's `security` procedures as any client without a session calls them. */
export function publicSecurityApi(baseUrl: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${baseUrl}/api/trpc`, transformer: superjson })],
  }).security;
}

/**
 * A code the identity server has not seen yet. It accepts each time step once per user, so
 * rather than wait for the next step its clock moves on by one (tests move clocks, never sleep).
 */
export async function freshCode(
  authenticator: Authenticator,
  identityClock: IdentityClock,
): Promise<string> {
  await identityClock.setOffsetInMs((await identityClock.offsetInMs()) + TOTP_PERIOD_IN_MS);
  return authenticator.nextCode();
}
