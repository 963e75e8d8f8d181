import { eq } from 'drizzle-orm';
import type { Uses } from '../services/context.js';
import { users } from '../store/schema.js';

/**
 * AdminDeleteSoftwareToken: the user's authenticator (and one still being set up) goes with
 * its preference, and so does the last accepted time step. That step only guards against a
 * code of the deleted secret being used twice, which can no longer happen; keeping it would
 * refuse the first code of the next authenticator when it is set up within the same 30 s.
 */
export async function removeAuthenticator(services: Uses<'clock' | 'db'>, userId: string) {
  await services.db
    .update(users)
    .set({
      totpSecretSealed: null,
      totpPendingSecretSealed: null,
      totpEnabled: false,
      totpPreferred: false,
      lastTotpStep: null,
      updatedAt: services.clock.nowInMs(),
    })
    .where(eq(users.id, userId));
}
