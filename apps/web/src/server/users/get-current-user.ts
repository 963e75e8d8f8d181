import 'server-only';
import type { AppServices } from '../app-services';
import type { ServerSession } from '../auth/server-session-type';
import type { Database } from '../db/database-type';
import type { UserRow } from '../db/schema';
import { AccessTokenRevokedError, getIdentityProfile } from '../identity/get-identity-profile';
import { findUserRow } from './find-user-row';
import { recordUserVisit } from './record-user-visit';
import { touchLastActive } from './touch-last-active';
import { toUserRecord, type UserRecord } from './user-record';
import { isLastActiveDue, isProfileStale } from './user-record-freshness';

export interface GetCurrentUserOptions {
  /** Ask the identity service now (the client just changed names or email, or must notice a revoked token). */
  refresh?: boolean;
}

/**
 * The signed-in user's app record, identified by the verified token's `sub`. The steady state
 * is one indexed read: names and email come from the stored copy, which is refreshed from the
 * identity service only on the first visit (the record and its trial are created then), when
 * it is stale, or when asked. A refused token on a refresh is a revoked session; an unreachable
 * service keeps the stored copy.
 */
export async function getCurrentUser(
  services: AppServices,
  session: ServerSession,
  options: GetCurrentUserOptions = {},
): Promise<UserRecord> {
  const db = await services.database();
  const now = services.clock.now();
  const stored = await findUserRow(db, session.sub);
  if (!stored || options.refresh) {
    return toUserRecord(await refreshRecord(services, db, session, now, stored), now);
  }
  if (isProfileStale(stored, now)) {
    // Every request that finds the copy stale while a refresh with its token is under way in this
    // process shares that refresh, so a burst of calls makes one GetUser, not one each. A caller
    // asking with `refresh` never does: a refresh begun before it asked may predate its change.
    return toUserRecord(
      await shareStaleRefresh(db, session.accessToken, () =>
        refreshRecord(services, db, session, now, stored),
      ),
      now,
    );
  }
  return toUserRecord(await touchIfDue(db, stored, now), now);
}

/** The record with names and email taken from the identity service now, or `stored` if it is unreachable. */
async function refreshRecord(
  services: AppServices,
  db: Database,
  session: ServerSession,
  now: Date,
  stored: UserRow | undefined,
): Promise<UserRow> {
  const profile = await fetchProfileOrKeepStored(services, session);
  if (stored && !profile) return touchIfDue(db, stored, now);
  return recordUserVisit(db, {
    sub: session.sub,
    username: session.username,
    profile,
    now,
    trialDays: services.env.trialDays,
  });
}

/** Stale-copy refreshes under way in this process, per database, by the access token they ask with. */
const staleRefreshes = new WeakMap<Database, Map<string, Promise<UserRow>>>();

function shareStaleRefresh(db: Database, accessToken: string, refresh: () => Promise<UserRow>) {
  let underWay = staleRefreshes.get(db);
  if (!underWay) staleRefreshes.set(db, (underWay = new Map()));
  const shared = underWay.get(accessToken);
  if (shared) return shared;
  const started = refresh().finally(() => underWay.delete(accessToken));
  underWay.set(accessToken, started);
  return started;
}

async function fetchProfileOrKeepStored(services: AppServices, session: ServerSession) {
  return getIdentityProfile(services.cognito, session.accessToken).catch((error: unknown) => {
    if (error instanceof AccessTokenRevokedError) throw error;
    services.reportError('identity profile unavailable, using stored copy', error);
    return undefined;
  });
}

async function touchIfDue(db: Database, row: UserRow, now: Date): Promise<UserRow> {
  if (!isLastActiveDue(row, now)) return row;
  return (await touchLastActive(db, row.cognitoId, now)) ?? row;
}
