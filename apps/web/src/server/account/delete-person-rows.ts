import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database-type';
import { accountEvents, adminStepUps, rateLimits, recoveryCodes, users } from '../db/schema';
import { limitKeyDigest } from '../rate-limit/database-limiter';
import { usernameLimitKey } from './limits';

export interface Person {
  cognitoId: string;
  /** Every value a limit may have counted the person under (id, username, email). */
  limitKeys: string[];
}

/**
 * Removes everything the app keeps of a person, in one transaction. Every table of
 * `db/schema.ts` is named here (the audit log to say it stays); the deletion test fails when a
 * new one is not.
 */
export async function deletePersonRows(db: Database, person: Person): Promise<void> {
  const digests = [...new Set(person.limitKeys.flatMap((key) => [key, usernameLimitKey(key)]))].map(
    limitKeyDigest,
  );
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.cognitoId, person.cognitoId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.cognitoId, person.cognitoId));
    await tx.delete(accountEvents).where(eq(accountEvents.cognitoId, person.cognitoId));
    await tx.delete(rateLimits).where(inArray(rateLimits.keyDigest, digests));
    await tx.delete(adminStepUps).where(eq(adminStepUps.adminSub, person.cognitoId));
    // admin_audit is kept as it is: an audit trail outlives the account (decision 016).
    // Accounts the person owned (trustees' shared access) no longer point at them.
    await tx
      .update(users)
      .set({ ownerCognitoId: null })
      .where(eq(users.ownerCognitoId, person.cognitoId));
  });
}
