import { and, getTableColumns, sql } from 'drizzle-orm';
import { generateOpaqueToken, sha256Hex } from '../crypto/random.js';
import { openText, sealText } from '../crypto/secret-box.js';
import { preparedPerDatabase } from '../store/prepared.js';
import { authSessions, users } from '../store/schema.js';
import { accountMaySignIn } from './account-state.js';
import type { Services } from './context.js';
import type { ClientSettings } from './pool-settings.js';
import { countedAttemptChanges, notLockedAt } from './lockout.js';
import type { StepAfterPassword } from './sign-in-steps.js';
import type { UserRecord } from './users.js';

/**
 * The PASSWORD_VERIFIER session is not stored: InitiateAuth only reads the user, and seals what
 * the answer needs into the Session string (`pv.<id>.<sealed state>`, AES-GCM under the data
 * key, so a client can neither read nor change it). The answer is then checked without any
 * database work, and one statement does the rest: it spends the session (stores its id's hash;
 * a second answer finds it there), counts the attempt or clears the failures, and stores the
 * next step's session.
 */
export interface PasswordVerifierState {
  purpose: typeof purpose;
  clientId: string;
  expiresAt: number;
  /** Null for a simulated challenge (unknown username). */
  userId: string | null;
  userIdForSrp: string;
  /** K from createPasswordChallenge; the answer must be signed with it. */
  passwordKey: string;
  secretBlock: string;
  /** The user's salt then: a new password has a new salt, so a changed password is refused. */
  srpSalt: string | null;
  /** What stepAfterPassword reads, as it was then; the next step is stored if it still holds. */
  planned: Pick<UserRecord, 'status' | 'totpSecretSealed' | 'totpEnabled'> | null;
}

const purpose = 'PASSWORD_VERIFIER';
const prefix = 'pv.';

export function sealPasswordVerifierSession(
  services: Services,
  state: Omit<PasswordVerifierState, 'purpose'>,
): string {
  // The id is sealed in as associated data: it names the session once spent, so an answer
  // sent again under another id must not open.
  const id = generateOpaqueToken();
  const sealed = sealText(services.secrets.dataKey, JSON.stringify({ purpose, ...state }), id);
  return `${prefix}${id}.${sealed}`;
}

export interface OpenedPasswordVerifierSession {
  /** Names the session once it is spent (by hash). */
  id: string;
  state: PasswordVerifierState;
}

/** Null for anything that is not a Session made by sealPasswordVerifierSession with this key. */
export function openPasswordVerifierSession(
  services: Services,
  session: string,
): OpenedPasswordVerifierSession | null {
  if (!session.startsWith(prefix)) return null;
  const separator = session.indexOf('.', prefix.length);
  if (separator < 0) return null;
  const id = session.slice(prefix.length, separator);
  try {
    const state = JSON.parse(
      openText(services.secrets.dataKey, session.slice(separator + 1), id),
    ) as Partial<PasswordVerifierState>;
    if (state.purpose !== purpose) return null;
    return { id, state: state as PasswordVerifierState };
  } catch {
    return null;
  }
}

/**
 * The stored key of a spent session. Not a bare SHA-256 in hex like every stored session's key,
 * so no Session string sent to another challenge (which looks sessions up by that hash and
 * takes them) can reach it and give the session a second answer.
 */
function spentSessionKey(id: string): string {
  return `spent:${sha256Hex(id)}`;
}

const placeholder = (name: string) => sql.placeholder(name);
const text = (name: string) => sql`${placeholder(name)}::text`;

const answerStatement = preparedPerDatabase((db) => {
  const now = sql`${placeholder('now')}::bigint`;
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
  // The same test as signedIn() in JavaScript below, on the row as the statement sees it.
  const signedIn = sql`(${placeholder('passwordRight')}::boolean AND ${users.srpSalt} = ${text('srpSalt')})`;
  const counted = countedAttemptChanges(now);
  const attempt = db.$with('attempt').as(
    db
      .update(users)
      .set({
        failedSignIns: sql`CASE WHEN ${signedIn} THEN 0 ELSE ${counted.failedSignIns} END`,
        lastFailedSignInAt: sql`CASE WHEN ${signedIn} THEN NULL ELSE ${counted.lastFailedSignInAt} END`,
        lockedUntil: sql`CASE WHEN ${signedIn} THEN NULL ELSE ${counted.lockedUntil} END`,
      })
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
              sql`${placeholder('passwordRight')}::boolean AND ${attempt.srpSalt} = ${text('srpSalt')}`,
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
  session: OpenedPasswordVerifierSession;
  poolId: string;
  client: ClientSettings;
  /** Whether the claim was signed with K for this session, by this user, fresh. */
  passwordRight: boolean;
  /** The step planned from the sealed state and the pool now; null for none to store. */
  plannedStage: Exclude<StepAfterPassword, 'TOKENS'> | null;
}

export interface AnswerOutcome {
  /** The user as the statement read it, before its own change; undefined if there is none. */
  user: UserRecord | undefined;
  /** False if the session had been answered before. */
  spent: boolean;
  /** False if the attempt was not counted: the account may not sign in or is locked. */
  counted: boolean;
  signedIn: boolean;
  /** The next step's session token, if the statement stored it. */
  nextSession: string | null;
}

/** The one statement of PASSWORD_VERIFIER (see the top of this file). */
export async function answerPasswordVerifier(
  services: Services,
  answer: PasswordVerifierAnswer,
): Promise<AnswerOutcome> {
  const { state } = answer.session;
  const nextSession = generateOpaqueToken();
  const now = services.clock.nowInMs();
  const [row] = await answerStatement(services.db).execute({
    now,
    spentHash: spentSessionKey(answer.session.id),
    poolId: answer.poolId,
    clientId: state.clientId,
    spentUntil: state.expiresAt,
    userId: state.userId,
    passwordRight: answer.passwordRight,
    srpSalt: state.srpSalt,
    nextHash: sha256Hex(nextSession),
    nextStage: answer.plannedStage,
    nextExpiresAt: now + answer.client.AuthSessionValidity * 60_000,
    plannedStatus: state.planned?.status ?? null,
    plannedTotpSecret: state.planned?.totpSecretSealed ?? null,
    plannedTotpEnabled: state.planned?.totpEnabled ?? false,
  });
  if (!row) return { user: undefined, spent: false, counted: false, signedIn: false, nextSession };
  const { spent, counted, nextStored, ...user } = row;
  return {
    user,
    spent,
    counted,
    signedIn: answer.passwordRight && user.srpSalt === state.srpSalt,
    nextSession: nextStored ? nextSession : null,
  };
}
