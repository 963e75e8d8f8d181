import { and, eq, sql } from 'drizzle-orm';
import { generateOpaqueToken, sha256Hex } from '../crypto/random.js';
import { preparedPerDatabase } from '../store/prepared.js';
import { authSessions, users } from '../store/schema.js';
import { sweepExpiredSessions } from './auth-sessions.js';
import type { Services } from './context.js';
import type { ClientSettings } from './pool-settings.js';
import { usernameKey, type UserRecord } from './users.js';

const placeholder = (name: string) => sql.placeholder(name);

/**
 * InitiateAuth USER_SRP_AUTH's database work in one statement: read the user and store the
 * PASSWORD_VERIFIER session (bound to that user, or to none for a simulated answer). The
 * session's USER_ID_FOR_SRP is the stored username, or the simulated id when there is no user.
 */
const startStatement = preparedPerDatabase((db) => {
  const found = db.$with('found').as(
    db
      .select()
      .from(users)
      .where(
        and(
          eq(users.poolId, placeholder('poolId')),
          eq(users.usernameKey, placeholder('usernameKey')),
        ),
      ),
  );
  const foundColumn = (column: string) => sql`(SELECT ${sql.identifier(column)} FROM ${found})`;
  const started = db.$with('started').as(
    db
      .insert(authSessions)
      .select((qb) =>
        qb
          .select({
            idHash: sql<string>`${placeholder('idHash')}::text`.as('id_hash'),
            userId: sql<string | null>`${foundColumn('id')}`.as('user_id'),
            poolId: sql<string>`${placeholder('poolId')}::text`.as('pool_id'),
            clientId: sql<string>`${placeholder('clientId')}::text`.as('client_id'),
            challenge: sql<string>`'PASSWORD_VERIFIER'::text`.as('challenge'),
            state: sql<
              Record<string, string>
            >`${placeholder('state')}::jsonb || jsonb_build_object('userIdForSrp', coalesce(${foundColumn('username')}, ${placeholder('simulatedUserId')}::text))`.as(
              'state',
            ),
            expiresAt: sql<number>`${placeholder('expiresAt')}::bigint`.as('expires_at'),
            wrongCodes: sql<number>`0`.as('wrong_codes'),
          })
          .from(sql`(SELECT 1) AS one`)
          .where(sql`EXISTS (SELECT 1 FROM ${found}) OR ${placeholder('simulate')}::boolean`),
      )
      .returning({ idHash: authSessions.idHash }),
  );
  return db.with(found, started).select().from(found).prepare('identity_start_srp_session');
});

export interface SrpSessionStart {
  poolId: string;
  client: ClientSettings;
  username: string;
  /** USER_ID_FOR_SRP if the username is unknown. */
  simulatedUserId: string;
  /** Whether an unknown username still gets a (simulated) session. */
  simulate: boolean;
  state: Record<string, string>;
}

/** The new session's opaque token (only its hash is stored) and the user, if there is one. */
export async function startSrpSession(
  services: Services,
  start: SrpSessionStart,
): Promise<{ session: string; user: UserRecord | undefined }> {
  const token = generateOpaqueToken();
  const now = services.clock.nowInMs();
  await sweepExpiredSessions(services, now);
  const [user] = await startStatement(services.db).execute({
    poolId: start.poolId,
    usernameKey: usernameKey(start.username),
    idHash: sha256Hex(token),
    clientId: start.client.ClientId,
    state: JSON.stringify(start.state),
    simulatedUserId: start.simulatedUserId,
    simulate: start.simulate,
    expiresAt: now + start.client.AuthSessionValidity * 60_000,
  });
  return { session: token, user };
}
