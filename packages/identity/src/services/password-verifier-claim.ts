import { and, eq, sql } from 'drizzle-orm';
import { sha256Hex } from '../crypto/random.js';
import { messages, notAuthorized } from '../errors.js';
import { preparedPerDatabase } from '../store/prepared.js';
import { authSessions, users } from '../store/schema.js';
import { accountMaySignIn, assertAccountCanSignIn } from './account-state.js';
import { assertUsable, type AuthSession } from './auth-sessions.js';
import type { Services } from './context.js';
import { countedAttemptChanges, notLockedAt } from './lockout.js';
import type { UserRecord } from './users.js';

const stage = 'PASSWORD_VERIFIER';

const claimAndCount = preparedPerDatabase((db) => {
  const now = sql`${sql.placeholder('now')}`;
  const claimed = db.$with('claimed').as(
    db
      .delete(authSessions)
      .where(eq(authSessions.idHash, sql.placeholder('idHash')))
      .returning(),
  );
  const attemptUserId = sql`(SELECT coalesce(${claimed.userId}, ${claimed.state} ->> 'userIdForSrp') FROM ${claimed} WHERE ${claimed.challenge} = ${stage} AND ${claimed.clientId} = ${sql.placeholder('clientId')} AND ${claimed.expiresAt} > ${now}::bigint)`;
  const counted = db.$with('counted').as(
    db
      .update(users)
      .set(countedAttemptChanges(now))
      .where(and(sql`${users.id} = ${attemptUserId}`, accountMaySignIn(now), notLockedAt(now)))
      .returning({ id: users.id }),
  );
  return db
    .with(claimed, counted)
    .select()
    .from(claimed)
    .leftJoin(users, eq(users.id, claimed.userId))
    .leftJoin(counted, eq(counted.id, claimed.userId))
    .prepare('identity_claim_password_verifier');
});

/**
 * PASSWORD_VERIFIER's database work before the password is checked, in one statement: take
 * the session (delete), read its user, and count the attempt as a failure if the session is
 * usable, the account may sign in and it is not locked (see lockout.ts). A simulated session
 * (unknown username) runs the same statement; its id matches no user. Whether the attempt was
 * counted is what decides a lockout refusal.
 */
export async function claimPasswordVerifierSession(
  services: Services,
  token: string,
  clientId: string,
): Promise<{ session: AuthSession; user: UserRecord | undefined }> {
  const now = services.clock.nowInMs();
  const [row] = await claimAndCount(services.db).execute({
    idHash: sha256Hex(token),
    clientId,
    now,
  });
  const session = assertUsable(services, row?.claimed, { clientId, stages: [stage] });
  const user = row?.users ?? undefined;
  if (user) {
    assertAccountCanSignIn(user, now);
    if (!row?.counted) throw notAuthorized(messages.passwordAttemptsExceeded);
  }
  return { session, user };
}
