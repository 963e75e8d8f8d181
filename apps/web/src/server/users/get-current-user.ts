import 'server-only';
import type { AppServices } from '../app-services';
import type { ServerSession } from '../auth/server-session-type';
import { AccessTokenRevokedError, getIdentityProfile } from '../identity/get-identity-profile';
import { recordUserVisit } from './record-user-visit';
import { toUserRecord, type UserRecord } from './user-record';

/**
 * The signed-in user's app record, created with a fresh trial on the first call. Identity
 * attributes are refreshed from the identity service each time (that also catches tokens
 * revoked by a global sign-out); if the service is unreachable the stored copies are kept.
 */
export async function getCurrentUser(
  services: AppServices,
  session: ServerSession,
): Promise<UserRecord> {
  const profile = await getIdentityProfile(services.cognito, session.accessToken).catch(
    (error: unknown) => {
      if (error instanceof AccessTokenRevokedError) throw error;
      services.reportError('identity profile unavailable, using stored copy', error);
      return undefined;
    },
  );
  const now = services.clock.now();
  const row = await recordUserVisit(await services.database(), {
    sub: session.sub,
    username: session.username,
    profile,
    now,
    trialDays: services.env.trialDays,
  });
  return toUserRecord(row, now);
}
