import { and, eq, gt, lt } from 'drizzle-orm';
import { generateOpaqueToken, sha256Hex } from '../crypto/random.js';
import type { Uses } from '../services/context.js';
import { hostedSessions } from '../store/schema.js';

export const sessionCookieName = 'hosted_session';
/** How long a browser stays signed in on the hosted domain (Cognito's is about an hour). */
export const hostedSessionLifetimeInMs = 60 * 60_000;

export async function startHostedSession(
  services: Uses<'clock' | 'db'>,
  poolId: string,
  userId: string,
  authTimeInMs: number,
): Promise<string> {
  const token = generateOpaqueToken();
  const now = services.clock.nowInMs();
  await services.db.delete(hostedSessions).where(lt(hostedSessions.expiresAt, now));
  await services.db.insert(hostedSessions).values({
    tokenHash: sha256Hex(token),
    poolId,
    userId,
    authTime: authTimeInMs,
    expiresAt: now + hostedSessionLifetimeInMs,
  });
  return token;
}

export async function findHostedSession(
  services: Uses<'clock' | 'db'>,
  token: string | undefined,
  poolId: string,
) {
  if (!token) return null;
  const [row] = await services.db
    .select()
    .from(hostedSessions)
    .where(
      and(
        eq(hostedSessions.tokenHash, sha256Hex(token)),
        eq(hostedSessions.poolId, poolId),
        gt(hostedSessions.expiresAt, services.clock.nowInMs()),
      ),
    );
  return row ?? null;
}

export async function endHostedSession(services: Uses<'db'>, token: string | undefined) {
  if (!token) return;
  await services.db.delete(hostedSessions).where(eq(hostedSessions.tokenHash, sha256Hex(token)));
}
