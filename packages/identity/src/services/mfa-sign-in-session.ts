import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { sha256Hex } from '../crypto/random.js';
import { openText, sealText } from '../crypto/secret-box.js';
import { CognitoError, messages, notAuthorized } from '../errors.js';
import { preparedPerDatabase } from '../store/prepared.js';
import { authSessions, refreshTokens, users } from '../store/schema.js';
import { wrongCodesPerSession } from './auth-sessions.js';
import type { Services } from './context.js';
import type { NewSignIn } from './tokens.js';
import {
  countedWrongTotpCode,
  tooManyWrongTotpCodes,
  totpLockedAt,
  totpNotLockedAt,
} from './totp-lockout.js';
import type { UserRecord } from './users.js';

/**
 * The SOFTWARE_TOKEN_MFA session. Its Session string is `<token>.<hint>`: the token names the
 * stored session (by hash, as every session), and the hint is the user's id and sealed TOTP
 * secret, sealed again with the data key and bound to the token. With the secret in hand the code is checked before
 * any database work, so accepting it is one statement: take the session, accept the time step
 * and store the refresh token. The statement also requires that the session belongs to the
 * hint's user and that the user's secret is still the sealed one, so a hint moved to another
 * session or a secret replaced since the password step is refused.
 */
export interface MfaSignInSession {
  token: string;
  userId: string;
  totpSecretSealed: string;
}

const stage = 'SOFTWARE_TOKEN_MFA';

export function sealMfaSession(services: Services, token: string, user: UserRecord): string {
  const hint = JSON.stringify({ u: user.id, t: user.totpSecretSealed });
  return `${token}.${sealText(services.secrets.dataKey, hint, token)}`;
}

/** Null for anything that is not a Session made by sealMfaSession with this server's key. */
export function openMfaSession(services: Services, session: string): MfaSignInSession | null {
  const separator = session.indexOf('.');
  if (separator <= 0) return null;
  const token = session.slice(0, separator);
  try {
    const hint = JSON.parse(
      openText(services.secrets.dataKey, session.slice(separator + 1), token),
    ) as {
      u?: unknown;
      t?: unknown;
    };
    if (typeof hint.u !== 'string' || typeof hint.t !== 'string') return null;
    return { token, userId: hint.u, totpSecretSealed: hint.t };
  } catch {
    return null;
  }
}

const placeholder = (name: string) => sql.placeholder(name);
const now = sql`${placeholder('now')}::bigint`;

/** The session, for this client and user, unexpired and not yet at its wrong-code cap. */
const usableSession = () =>
  and(
    eq(authSessions.idHash, placeholder('idHash')),
    eq(authSessions.challenge, stage),
    eq(authSessions.clientId, placeholder('clientId')),
    gt(authSessions.expiresAt, now),
    eq(authSessions.userId, placeholder('userId')),
    lt(authSessions.wrongCodes, wrongCodesPerSession),
  );

/**
 * Counts a wrong code on the session and on the user in one statement. Both caps are in the
 * WHERE clauses, which PostgreSQL checks again on the newest row once it holds the row's lock,
 * so parallel wrong codes cannot pass either cap. The session row is locked before the user's,
 * as in the accepting statement, so the two cannot deadlock.
 */
const countWrongCodeStatement = preparedPerDatabase((db) => {
  const counted = db.$with('counted').as(
    db
      .update(authSessions)
      .set({ wrongCodes: sql`${authSessions.wrongCodes} + 1` })
      .where(
        and(
          usableSession(),
          sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${authSessions.userId} AND ${users.enabled} AND ${users.usernameKey} = ${placeholder('usernameKey')})`,
        ),
      )
      .returning({ userId: authSessions.userId }),
  );
  const charged = db.$with('charged').as(
    db
      .update(users)
      .set(countedWrongTotpCode(now))
      .where(
        and(sql`${users.id} = (SELECT ${counted.userId} FROM ${counted})`, totpNotLockedAt(now)),
      )
      .returning({ id: users.id }),
  );
  return db
    .with(counted, charged)
    .select({
      counted: sql<boolean>`EXISTS (SELECT 1 FROM ${counted})`.as('counted'),
      charged: sql<boolean>`EXISTS (SELECT 1 FROM ${charged})`.as('charged'),
      // The main query sees the user as before this statement's own change.
      lockedBefore: totpLockedAt(now).as('locked_before'),
    })
    .from(users)
    .where(eq(users.id, placeholder('userId')))
    .prepare('identity_mfa_wrong_code');
});

/**
 * A wrong code: counted on the session (which stops taking answers at the per-session cap) and
 * on the user (totp-lockout.ts). Throws the answer: CodeMismatch for a counted code,
 * TooManyFailedAttempts while the user's authenticator is locked, NotAuthorized when the
 * session is not usable by this client and user.
 */
export async function countWrongMfaCode(
  services: Services,
  session: MfaSignInSession,
  clientId: string,
  usernameKey: string,
): Promise<never> {
  const [result] = await countWrongCodeStatement(services.db).execute({
    idHash: sha256Hex(session.token),
    clientId,
    now: services.clock.nowInMs(),
    userId: session.userId,
    usernameKey,
  });
  if (result?.counted && result.charged) throw codeMismatch();
  if (result?.counted || result?.lockedBefore) throw tooManyWrongTotpCodes();
  throw notAuthorized(messages.sessionExpired);
}

export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');

/**
 * Takes the session, accepts `step` for the user (later than the last accepted one) and stores
 * the refresh token, in one statement. While the user's authenticator is locked the row is
 * still matched but left as it was, so the answer can say so; the lock is read under the row's
 * lock, so a lock set by a parallel wrong code is seen.
 */
const acceptStatement = preparedPerDatabase((db) => {
  const step = sql`${placeholder('step')}::bigint`;
  const claimed = db
    .$with('claimed')
    .as(db.delete(authSessions).where(usableSession()).returning());
  const locked = totpLockedAt(now);
  const accepted = db.$with('accepted').as(
    db
      .update(users)
      .set({
        lastTotpStep: sql`CASE WHEN ${locked} THEN ${users.lastTotpStep} ELSE ${step} END`,
        failedTotpCodes: sql`CASE WHEN ${locked} THEN ${users.failedTotpCodes} ELSE 0 END`,
        totpLockedUntil: sql`CASE WHEN ${locked} THEN ${users.totpLockedUntil} ELSE NULL END`,
      })
      .where(
        and(
          sql`${users.id} = (SELECT ${claimed.userId} FROM ${claimed})`,
          eq(users.enabled, true),
          eq(users.usernameKey, placeholder('usernameKey')),
          eq(users.totpSecretSealed, placeholder('totpSecretSealed')),
          or(isNull(users.lastTotpStep), lt(users.lastTotpStep, step), locked),
        ),
      )
      .returning({ id: users.id, totpLockedUntil: users.totpLockedUntil }),
  );
  const text = (name: string) => sql<string>`${placeholder(name)}::text`;
  const epoch = (name: string) => sql<number>`${placeholder(name)}::bigint`;
  const stored = db.$with('stored').as(
    db
      .insert(refreshTokens)
      .select((qb) =>
        qb
          .select({
            tokenHash: text('tokenHash').as('token_hash'),
            originJti: text('originJti').as('origin_jti'),
            userId: sql<string>`${accepted.id}`.as('user_id'),
            poolId: text('poolId').as('pool_id'),
            clientId: text('clientId').as('client_id'),
            authTime: epoch('authTime').as('auth_time'),
            expiresAt: epoch('refreshExpiresAt').as('expires_at'),
            revokedAt: sql<number | null>`null::bigint`.as('revoked_at'),
          })
          .from(accepted)
          .where(isNull(accepted.totpLockedUntil)),
      )
      .returning({ tokenHash: refreshTokens.tokenHash }),
  );
  return db
    .with(claimed, accepted, stored)
    .select()
    .from(claimed)
    .leftJoin(users, eq(users.id, claimed.userId))
    .leftJoin(accepted, eq(accepted.id, claimed.userId))
    .prepare('identity_accept_mfa_code');
});

export type MfaAcceptance =
  | { outcome: 'accepted'; user: UserRecord }
  | { outcome: 'locked' }
  | { outcome: 'refused'; session: typeof authSessions.$inferSelect }
  | { outcome: 'session-unusable' };

/**
 * Takes the session, accepts `step` for the user (later than the last accepted one) and stores
 * the refresh token, in one statement. The user comes back as the statement read it.
 */
export async function acceptMfaCode(
  services: Services,
  input: {
    session: MfaSignInSession;
    clientId: string;
    usernameKey: string;
    step: number;
    signIn: NewSignIn;
  },
): Promise<MfaAcceptance> {
  const { row } = input.signIn;
  const [result] = await acceptStatement(services.db).execute({
    idHash: sha256Hex(input.session.token),
    clientId: input.clientId,
    now: services.clock.nowInMs(),
    userId: input.session.userId,
    usernameKey: input.usernameKey,
    totpSecretSealed: input.session.totpSecretSealed,
    step: input.step,
    tokenHash: row.tokenHash,
    originJti: row.originJti,
    poolId: row.poolId,
    authTime: row.authTime,
    refreshExpiresAt: row.expiresAt,
  });
  const user = result?.users;
  if (!result || !user || !user.enabled || user.usernameKey !== input.usernameKey) {
    return { outcome: 'session-unusable' };
  }
  if (!result.accepted) return { outcome: 'refused', session: result.claimed };
  if (result.accepted.totpLockedUntil !== null) return { outcome: 'locked' };
  return { outcome: 'accepted', user };
}
