import { eq, lt, sql } from 'drizzle-orm';
import { generateOpaqueToken, sha256Hex } from '../crypto/random.js';
import { messages, notAuthorized } from '../errors.js';
import { authSessions, users } from '../store/schema.js';
import type { Services } from './context.js';
import type { ClientSettings } from './pool-settings.js';
import type { UserRecord } from './users.js';
import { preparedPerDatabase } from '../store/prepared.js';
import { clearFailedSignIns, type PasswordSuccess } from './lockout.js';

/** Where a sign-in stands; the MFA_SETUP challenge passes through three of them. */
export type SessionStage =
  | 'PASSWORD_VERIFIER'
  | 'NEW_PASSWORD_REQUIRED'
  | 'MFA_SETUP'
  | 'MFA_SETUP_ASSOCIATED'
  | 'MFA_SETUP_VERIFIED'
  | 'SOFTWARE_TOKEN_MFA';

export type AuthSession = typeof authSessions.$inferSelect;

/** Wrong codes allowed in one session before it is thrown away. */
export const wrongCodesPerSession = 5;

export interface NewAuthSession {
  userId: string | null;
  poolId: string;
  client: ClientSettings;
  stage: SessionStage;
  state?: Record<string, string>;
}

const cleanupIntervalInMs = 60_000;
const lastCleanupInMs = new WeakMap<Services, number>();

/** Expired sessions are useless but harmless; sweep them at most once a minute per server. */
export async function sweepExpiredSessions(services: Services, now: number) {
  if (now - (lastCleanupInMs.get(services) ?? -Infinity) < cleanupIntervalInMs) return;
  lastCleanupInMs.set(services, now);
  await services.db.delete(authSessions).where(lt(authSessions.expiresAt, now));
}

const placeholder = (name: string) => sql.placeholder(name);

/**
 * Stores a new session; after a right password the same statement clears the user's failed
 * attempts (a null `clearFailuresOf` clears nothing). Prepared: it runs on every sign-in.
 */
const insertSession = preparedPerDatabase((db) =>
  db
    .with(clearFailedSignIns(db, placeholder('clearFailuresOf')))
    .insert(authSessions)
    .values({
      idHash: placeholder('idHash'),
      userId: placeholder('userId'),
      poolId: placeholder('poolId'),
      clientId: placeholder('clientId'),
      challenge: placeholder('challenge'),
      state: sql`${placeholder('state')}::jsonb`,
      expiresAt: sql`${placeholder('expiresAt')}::bigint`,
      wrongCodes: 0,
    })
    .prepare('identity_create_auth_session'),
);

/** Returns the opaque Session string; only its hash is stored. `success` commits with it. */
export async function createAuthSession(
  services: Services,
  session: NewAuthSession,
  success?: PasswordSuccess,
) {
  const token = generateOpaqueToken();
  const now = services.clock.nowInMs();
  await sweepExpiredSessions(services, now);
  await insertSession(services.db).execute({
    clearFailuresOf: success?.userId ?? null,
    idHash: sha256Hex(token),
    userId: session.userId,
    poolId: session.poolId,
    clientId: session.client.ClientId,
    challenge: session.stage,
    state: JSON.stringify(session.state ?? {}),
    expiresAt: now + session.client.AuthSessionValidity * 60_000,
  });
  return token;
}

export interface SessionExpectation {
  clientId?: string;
  stages: SessionStage[];
}

export function assertUsable(
  services: Services,
  session: AuthSession | undefined,
  expected: SessionExpectation,
) {
  const usable =
    session &&
    session.expiresAt > services.clock.nowInMs() &&
    (expected.clientId === undefined || session.clientId === expected.clientId) &&
    expected.stages.includes(session.challenge as SessionStage);
  if (!usable) throw notAuthorized(messages.sessionExpired);
  return session;
}

/**
 * Takes a session for exclusive use by deleting it: one request at a time may hold it, and a
 * session used at the wrong stage, by another client, or after it expired is gone for good.
 */
export async function claimAuthSession(
  services: Services,
  token: string,
  expected: SessionExpectation,
): Promise<AuthSession> {
  const [session] = await services.db
    .delete(authSessions)
    .where(eq(authSessions.idHash, sha256Hex(token)))
    .returning();
  return assertUsable(services, session, expected);
}

const claimWithUser = preparedPerDatabase((db) => {
  const claimed = db.$with('claimed').as(
    db
      .delete(authSessions)
      .where(eq(authSessions.idHash, sql.placeholder('idHash')))
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
 * The same claim, also reading the session's user in the same statement (one round trip
 * instead of two). The user row is as it was when the session was deleted, which is what a
 * separate read right after the delete would have seen.
 */
export async function claimAuthSessionWithUser(
  services: Services,
  token: string,
  expected: SessionExpectation,
): Promise<{ session: AuthSession; user: UserRecord | undefined }> {
  const [row] = await claimWithUser(services.db).execute({ idHash: sha256Hex(token) });
  const session = assertUsable(services, row?.claimed, expected);
  return { session, user: row?.users ?? undefined };
}

/** Gives the session back after a wrong code, unless it has had too many. */
export async function releaseAfterWrongCode(services: Services, session: AuthSession) {
  const wrongCodes = session.wrongCodes + 1;
  if (wrongCodes >= wrongCodesPerSession) return;
  await services.db.insert(authSessions).values({ ...session, wrongCodes });
}
