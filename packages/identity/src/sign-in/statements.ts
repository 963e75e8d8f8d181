import { and, eq, getTableColumns, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { generateOpaqueToken, sha256Hex } from '../crypto/random.js';
import { messages, notAuthorized } from '../errors.js';
import type { Uses } from '../services/context.js';
import { memberGroupsOf, type MemberGroup } from '../services/group-claims.js';
import type { ClientSettings } from '../services/pool-settings.js';
import type { NewSignIn } from '../services/tokens.js';
import { namesUser, namesUserInSql, type UserRecord } from '../services/users.js';
import type { Database } from '../store/database.js';
import { preparedPerDatabase } from '../store/prepared.js';
import { authSessions, refreshTokens, users } from '../store/schema.js';
import type { RidingWrite } from '../store/with-write.js';
import {
  accountMaySignIn,
  clearedFailures,
  countedFailure,
  countedWrongTotpCode,
  notLockedAt,
  passwordAccepted,
  totpLockedAt,
  totpNotLockedAt,
  totpStepIsNew,
  wrongCodesPerSession,
} from './rules.js';
import {
  assertTransition,
  stagesAnsweredBy,
  type Answerer,
  type PasswordFlow,
  type Stage,
} from './stages.js';

/**
 * Every statement of signing in. Each is one statement (several writes in WITH clauses commit
 * together), so the rules in rules.ts hold under parallel requests and across servers on one
 * PostgreSQL: PostgreSQL checks a WHERE clause again on the newest row once it holds the row's
 * lock. Where a statement locks a session and a user, the session comes first, so no two
 * statements lock them in opposite orders. The hot ones are prepared once per database.
 */

const placeholder = (name: string) => sql.placeholder(name);
const now = sql`${placeholder('now')}::bigint`;
const text = (name: string) => sql`${placeholder(name)}::text`;

export type AuthSession = typeof authSessions.$inferSelect;

// ── Stored sessions ─────────────────────────────────────────────────────────────────────

/** After a right password, the failures are cleared by a write riding along with the next. */
export interface PasswordSuccess {
  userId: string;
}

function clearFailuresOf(db: Database, userId: string | ReturnType<typeof placeholder>) {
  return db.$with('password_success').as(
    db
      .update(users)
      .set(clearedFailures)
      .where(sql`${users.id} = ${userId}`)
      .returning({ id: users.id }),
  );
}

/** The clearing, riding along with the refresh token's insert when tokens end a sign-in. */
export function passwordSuccessWrite(
  services: Uses<'db'>,
  success: PasswordSuccess | undefined,
): RidingWrite | undefined {
  return success && clearFailuresOf(services.db, success.userId);
}

const insertSession = preparedPerDatabase((db) =>
  db
    .with(clearFailuresOf(db, placeholder('clearFailuresOf')))
    .insert(authSessions)
    .values({
      idHash: placeholder('idHash'),
      userId: placeholder('userId'),
      poolId: placeholder('poolId'),
      clientId: placeholder('clientId'),
      challenge: placeholder('challenge'),
      state: sql`'{}'::jsonb`,
      expiresAt: sql`${placeholder('expiresAt')}::bigint`,
      wrongCodes: 0,
    })
    .prepare('identity_create_auth_session'),
);

export interface NewStoredSession {
  /** The stage (or first step) the sign-in moves from; the move must be in stages.ts. */
  from: Stage | PasswordFlow;
  stage: Stage;
  user: Pick<UserRecord, 'id' | 'poolId'>;
  client: ClientSettings;
}

/** Stores a session and returns its opaque token; only the hash is kept. */
export async function createStoredSession(
  services: Uses<'clock' | 'db'>,
  session: NewStoredSession,
  success?: PasswordSuccess,
): Promise<string> {
  assertTransition(session.from, session.stage);
  const token = generateOpaqueToken();
  const nowInMs = services.clock.nowInMs();
  await sweepExpiredSessions(services, nowInMs);
  await insertSession(services.db).execute({
    clearFailuresOf: success?.userId ?? null,
    idHash: sha256Hex(token),
    userId: session.user.id,
    poolId: session.user.poolId,
    clientId: session.client.ClientId,
    challenge: session.stage,
    expiresAt: nowInMs + session.client.AuthSessionValidity * 60_000,
  });
  return token;
}

const sweepIntervalInMs = 60_000;
/** Keyed by the server's services object: each server sweeps on its own schedule. */
const lastSweepInMs = new WeakMap<object, number>();

/** Expired sessions are useless but harmless; sweep them at most once a minute per server. */
export async function sweepExpiredSessions(services: Uses<'db'>, nowInMs: number) {
  if (nowInMs - (lastSweepInMs.get(services) ?? -Infinity) < sweepIntervalInMs) return;
  lastSweepInMs.set(services, nowInMs);
  await services.db.delete(authSessions).where(lt(authSessions.expiresAt, nowInMs));
}

export interface SessionClaim {
  answerer: Answerer;
  /** The ChallengeName the client answered with, for RespondToAuthChallenge. */
  challengeName?: string;
  /** Unset for the operations that take no ClientId (the session's own client is used). */
  clientId?: string;
  /** The USERNAME the client answered with: the session's user must be it, and enabled. */
  username?: string;
}

function assertUsable(
  services: Uses<'clock'>,
  session: AuthSession | undefined,
  claim: SessionClaim,
) {
  const usable =
    session &&
    session.expiresAt > services.clock.nowInMs() &&
    (claim.clientId === undefined || session.clientId === claim.clientId) &&
    stagesAnsweredBy(claim.answerer, claim.challengeName).includes(session.challenge as Stage);
  if (!usable) throw notAuthorized(messages.sessionExpired);
  return session;
}

const claimStatement = preparedPerDatabase((db) => {
  const claimed = db.$with('claimed').as(
    db
      .delete(authSessions)
      .where(eq(authSessions.idHash, placeholder('idHash')))
      .returning(),
  );
  return db
    .with(claimed)
    .select()
    .from(claimed)
    .leftJoin(users, eq(users.id, claimed.userId))
    .prepare('identity_claim_session_with_user');
});

/**
 * Takes a stored session for exclusive use by deleting it, reading its user in the same
 * statement: one request at a time may hold it, and a session used at the wrong stage, by
 * another client, or after it expired is gone for good.
 */
export async function claimStoredSession(
  services: Uses<'clock' | 'db'>,
  token: string,
  claim: SessionClaim,
): Promise<{ session: AuthSession; user: UserRecord }> {
  const [row] = await claimStatement(services.db).execute({ idHash: sha256Hex(token) });
  const session = assertUsable(services, row?.claimed, claim);
  const user = row?.users;
  const named =
    claim.username === undefined || (user?.enabled === true && namesUser(user, claim.username));
  if (!user || !named) throw notAuthorized(messages.sessionExpired);
  return { session, user };
}

/** Gives a session back after a wrong code, unless that was its last allowed one. */
export async function releaseAfterWrongCode(services: Uses<'db'>, session: AuthSession) {
  const wrongCodes = session.wrongCodes + 1;
  if (wrongCodes >= wrongCodesPerSession) return;
  await services.db.insert(authSessions).values({ ...session, wrongCodes });
}

// ── The password ────────────────────────────────────────────────────────────────────────

const countAttemptStatement = preparedPerDatabase((db) =>
  db
    .update(users)
    .set(countedFailure(now))
    .where(and(eq(users.id, placeholder('userId')), notLockedAt(now)))
    .returning({ id: users.id })
    .prepare('identity_count_password_attempt'),
);

/**
 * USER_PASSWORD_AUTH counts the attempt as a failure before the password is checked, in one
 * statement, so parallel guesses cannot all pass the lockout check; a right password then
 * clears it. False during a lockout. An unknown user's id matches no row and costs the same.
 */
export async function countPasswordAttempt(
  services: Uses<'clock' | 'db'>,
  userId: string,
): Promise<boolean> {
  const rows = await countAttemptStatement(services.db).execute({
    userId,
    now: services.clock.nowInMs(),
  });
  return rows.length === 1;
}

/** Each column as `CASE WHEN condition THEN whenTrue ELSE whenFalse END`. */
function caseEach<K extends string>(
  condition: SQL,
  whenTrue: Record<K, unknown>,
  whenFalse: Record<K, unknown>,
): Record<K, SQL> {
  const keys = Object.keys(whenTrue) as K[];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      sql`CASE WHEN ${condition} THEN ${whenTrue[key]} ELSE ${whenFalse[key]} END`,
    ]),
  ) as Record<K, SQL>;
}

const answerStatement = preparedPerDatabase((db) => {
  const passwordRight = sql`${placeholder('passwordRight')}::boolean`;
  const spent = db.$with('spent').as(
    db
      .insert(authSessions)
      .values({
        idHash: placeholder('spentHash'),
        userId: null,
        poolId: placeholder('poolId'),
        clientId: placeholder('clientId'),
        challenge: 'PASSWORD_VERIFIER_ANSWERED',
        state: sql`'{}'::jsonb`,
        expiresAt: sql`${placeholder('spentUntil')}::bigint`,
        wrongCodes: 0,
      })
      .onConflictDoNothing()
      .returning({ idHash: authSessions.idHash }),
  );
  const attempt = db.$with('attempt').as(
    db
      .update(users)
      .set(
        caseEach(
          passwordAccepted(passwordRight, users.srpSalt, text('srpSalt')),
          clearedFailures,
          countedFailure(now),
        ),
      )
      .where(
        and(
          sql`${users.id} = ${text('userId')}`,
          sql`EXISTS (SELECT 1 FROM ${spent})`,
          accountMaySignIn(now),
          notLockedAt(now),
        ),
      )
      .returning(),
  );
  const next = db.$with('next').as(
    db
      .insert(authSessions)
      .select((qb) =>
        qb
          .select({
            idHash: sql<string>`${text('nextHash')}`.as('id_hash'),
            userId: sql<string>`${attempt.id}`.as('user_id'),
            poolId: sql<string>`${attempt.poolId}`.as('pool_id'),
            clientId: sql<string>`${text('clientId')}`.as('client_id'),
            challenge: sql<string>`${text('nextStage')}`.as('challenge'),
            state: sql<Record<string, string>>`'{}'::jsonb`.as('state'),
            expiresAt: sql<number>`${placeholder('nextExpiresAt')}::bigint`.as('expires_at'),
            wrongCodes: sql<number>`0`.as('wrong_codes'),
          })
          .from(attempt)
          .where(
            and(
              passwordAccepted(passwordRight, sql`${attempt.srpSalt}`, text('srpSalt')),
              sql`${text('nextStage')} IS NOT NULL`,
              sql`${attempt.status} = ${text('plannedStatus')}`,
              sql`${attempt.totpSecretSealed} IS NOT DISTINCT FROM ${text('plannedTotpSecret')}`,
              sql`${attempt.totpEnabled} = ${placeholder('plannedTotpEnabled')}::boolean`,
            ),
          ),
      )
      .returning({ idHash: authSessions.idHash }),
  );
  return db
    .with(spent, attempt, next)
    .select({
      ...getTableColumns(users),
      spent: sql<boolean>`EXISTS (SELECT 1 FROM ${spent})`.as('spent'),
      counted: sql<boolean>`EXISTS (SELECT 1 FROM ${attempt})`.as('counted'),
      nextStored: sql<boolean>`EXISTS (SELECT 1 FROM ${next})`.as('next_stored'),
    })
    .from(users)
    .where(sql`${users.id} = ${text('userId')}`)
    .prepare('identity_answer_password_verifier');
});

export interface PasswordVerifierAnswer {
  /** The sealed session's id, recorded as spent (by a hash other sessions cannot reach). */
  sessionId: string;
  sessionExpiresAt: number;
  poolId: string;
  client: ClientSettings;
  userId: string | null;
  /** Whether the claim was signed with K for this session, by this user, fresh. */
  passwordRight: boolean;
  /** The user's salt when the challenge was made. */
  srpSalt: string | null;
  /** The next stage to store, as planned at InitiateAuth; null for none. */
  plannedStage: Exclude<Stage, 'PASSWORD_VERIFIER'> | null;
  planned: Pick<UserRecord, 'status' | 'totpSecretSealed' | 'totpEnabled'> | null;
}

export interface PasswordVerifierOutcome {
  /** The user as the statement read it, before its own change; undefined if there is none. */
  user: UserRecord | undefined;
  /** False if the session had been answered before. */
  spent: boolean;
  /** False if the attempt was not counted: the account may not sign in or is locked. */
  counted: boolean;
  /** The next stage's session token, if the statement stored it. */
  nextSession: string | null;
}

/**
 * PASSWORD_VERIFIER's one statement: it spends the session whatever the outcome, counts the
 * attempt or clears the failures under the user's row lock, and stores the next stage's
 * session if the user's status and authenticator are still what InitiateAuth planned for.
 */
export async function answerPasswordVerifier(
  services: Uses<'clock' | 'db'>,
  answer: PasswordVerifierAnswer,
): Promise<PasswordVerifierOutcome> {
  if (answer.plannedStage) assertTransition('PASSWORD_VERIFIER', answer.plannedStage);
  const nextSession = generateOpaqueToken();
  const nowInMs = services.clock.nowInMs();
  const [row] = await answerStatement(services.db).execute({
    now: nowInMs,
    // Not a bare SHA-256 like every stored session's key, so no Session string sent to
    // another challenge (which looks sessions up by that hash and takes them) can reach it.
    spentHash: `spent:${sha256Hex(answer.sessionId)}`,
    poolId: answer.poolId,
    clientId: answer.client.ClientId,
    spentUntil: answer.sessionExpiresAt,
    userId: answer.userId,
    passwordRight: answer.passwordRight,
    srpSalt: answer.srpSalt,
    nextHash: sha256Hex(nextSession),
    nextStage: answer.plannedStage,
    nextExpiresAt: nowInMs + answer.client.AuthSessionValidity * 60_000,
    plannedStatus: answer.planned?.status ?? null,
    plannedTotpSecret: answer.planned?.totpSecretSealed ?? null,
    plannedTotpEnabled: answer.planned?.totpEnabled ?? false,
  });
  if (!row) return { user: undefined, spent: false, counted: false, nextSession: null };
  const { spent, counted, nextStored, ...user } = row;
  return { user, spent, counted, nextSession: nextStored ? nextSession : null };
}

// ── The authenticator ───────────────────────────────────────────────────────────────────

/** The SOFTWARE_TOKEN_MFA session, for this client and user, unexpired and under its cap. */
const usableMfaSession = () =>
  and(
    eq(authSessions.idHash, placeholder('idHash')),
    eq(authSessions.challenge, 'SOFTWARE_TOKEN_MFA' satisfies Stage),
    eq(authSessions.clientId, placeholder('clientId')),
    gt(authSessions.expiresAt, now),
    eq(authSessions.userId, placeholder('userId')),
    lt(authSessions.wrongCodes, wrongCodesPerSession),
  );

const countWrongCodeStatement = preparedPerDatabase((db) => {
  const counted = db.$with('counted').as(
    db
      .update(authSessions)
      .set({ wrongCodes: sql`${authSessions.wrongCodes} + 1` })
      .where(
        and(
          usableMfaSession(),
          sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${authSessions.userId} AND ${users.enabled} AND ${namesUserInSql(placeholder('usernameKey'), placeholder('name'))})`,
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

export type WrongCodeOutcome = 'counted' | 'locked' | 'session-unusable';

/**
 * A wrong code, counted on the session and on the user in one statement, both caps in the
 * WHERE clauses. `locked` while the user's authenticator is locked (rules.ts).
 */
export async function countWrongMfaCode(
  services: Uses<'clock' | 'db'>,
  input: {
    sessionToken: string;
    userId: string;
    clientId: string;
    /** The USERNAME the client answered with, and its usernameKey. */
    name: string;
    usernameKey: string;
  },
): Promise<WrongCodeOutcome> {
  const [result] = await countWrongCodeStatement(services.db).execute({
    idHash: sha256Hex(input.sessionToken),
    clientId: input.clientId,
    now: services.clock.nowInMs(),
    userId: input.userId,
    usernameKey: input.usernameKey,
    name: input.name,
  });
  if (result?.counted && result.charged) return 'counted';
  if (result?.counted || result?.lockedBefore) return 'locked';
  return 'session-unusable';
}

const acceptStatement = preparedPerDatabase((db) => {
  const step = sql`${placeholder('step')}::bigint`;
  const claimed = db
    .$with('claimed')
    .as(db.delete(authSessions).where(usableMfaSession()).returning());
  const locked = totpLockedAt(now);
  // While locked the row is still matched but left as it was, so the answer can say so; the
  // lock is read under the row's lock, so one set by a parallel wrong code is seen.
  const accepted = db.$with('accepted').as(
    db
      .update(users)
      .set(
        caseEach(
          locked,
          {
            lastTotpStep: users.lastTotpStep,
            failedTotpCodes: users.failedTotpCodes,
            totpLockedUntil: users.totpLockedUntil,
          },
          { lastTotpStep: step, failedTotpCodes: 0, totpLockedUntil: sql`NULL` },
        ),
      )
      .where(
        and(
          sql`${users.id} = (SELECT ${claimed.userId} FROM ${claimed})`,
          eq(users.enabled, true),
          namesUserInSql(placeholder('usernameKey'), placeholder('name')),
          eq(users.totpSecretSealed, placeholder('totpSecretSealed')),
          sql`(${totpStepIsNew(step)} OR ${locked})`,
        ),
      )
      .returning({
        id: users.id,
        totpLockedUntil: users.totpLockedUntil,
        // The user's groups, for the tokens, read here rather than in a statement of their own.
        memberGroups: memberGroupsOf(users.id).as('member_groups'),
      }),
  );
  const epoch = (name: string) => sql<number>`${placeholder(name)}::bigint`;
  const stored = db.$with('stored').as(
    db
      .insert(refreshTokens)
      .select((qb) =>
        qb
          .select({
            tokenHash: sql<string>`${text('tokenHash')}`.as('token_hash'),
            originJti: sql<string>`${text('originJti')}`.as('origin_jti'),
            userId: sql<string>`${accepted.id}`.as('user_id'),
            poolId: sql<string>`${text('poolId')}`.as('pool_id'),
            clientId: sql<string>`${text('clientId')}`.as('client_id'),
            authTime: epoch('authTime').as('auth_time'),
            expiresAt: epoch('refreshExpiresAt').as('expires_at'),
            revokedAt: sql<number | null>`null::bigint`.as('revoked_at'),
            // The device is set once the sign-in ends on one (devices.ts finishOnDevice).
            deviceKey: sql<string | null>`null::text`.as('device_key'),
            // A sign-in through the JSON API: the self-service scope (token-claims.ts).
            scope: sql<string | null>`null::text`.as('scope'),
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
  | { outcome: 'accepted'; user: UserRecord; memberGroups: MemberGroup[] }
  | { outcome: 'locked' }
  | { outcome: 'refused'; session: AuthSession }
  | { outcome: 'session-unusable' };

/**
 * Takes the session, accepts `step` for the user (a new step, the user's secret unchanged)
 * and stores the refresh token, in one statement. The user comes back as the statement read it.
 */
export async function acceptMfaCode(
  services: Uses<'clock' | 'db'>,
  input: {
    sessionToken: string;
    userId: string;
    totpSecretSealed: string;
    clientId: string;
    name: string;
    usernameKey: string;
    step: number;
    signIn: NewSignIn;
  },
): Promise<MfaAcceptance> {
  const { row } = input.signIn;
  const [result] = await acceptStatement(services.db).execute({
    idHash: sha256Hex(input.sessionToken),
    clientId: input.clientId,
    now: services.clock.nowInMs(),
    userId: input.userId,
    usernameKey: input.usernameKey,
    name: input.name,
    totpSecretSealed: input.totpSecretSealed,
    step: input.step,
    tokenHash: row.tokenHash,
    originJti: row.originJti,
    poolId: row.poolId,
    authTime: row.authTime,
    refreshExpiresAt: row.expiresAt,
  });
  const user = result?.users;
  if (!result || !user || !user.enabled || !namesUser(user, input.name)) {
    return { outcome: 'session-unusable' };
  }
  if (!result.accepted) return { outcome: 'refused', session: result.claimed };
  if (result.accepted.totpLockedUntil !== null) return { outcome: 'locked' };
  return { outcome: 'accepted', user, memberGroups: result.accepted.memberGroups };
}

/**
 * Enrolment (VerifySoftwareToken): accepts `step` for the user if it is new, and makes the
 * pending secret the user's authenticator, in one statement.
 */
export async function acceptEnrolmentCode(
  services: Uses<'clock' | 'db'>,
  user: Pick<UserRecord, 'id' | 'totpPendingSecretSealed'>,
  step: number,
): Promise<boolean> {
  const accepted = await services.db
    .update(users)
    .set({
      lastTotpStep: step,
      totpSecretSealed: user.totpPendingSecretSealed,
      totpPendingSecretSealed: null,
      updatedAt: services.clock.nowInMs(),
    })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.totpPendingSecretSealed, user.totpPendingSecretSealed ?? ''),
        totpStepIsNew(sql`${step}::bigint`),
      ),
    )
    .returning({ id: users.id });
  return accepted.length === 1;
}
