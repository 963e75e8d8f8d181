import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { openText, sealText } from '../crypto/secret-box.js';
import { findTotpStep, generateTotpSecret } from '../crypto/totp.js';
import { users } from '../store/schema.js';
import type { Services } from './context.js';
import { updateUser, type UserRecord } from './users.js';

/** Starts an authenticator enrolment; the current factor keeps working until this one is verified. */
export async function associateNewSecret(services: Services, user: UserRecord): Promise<string> {
  const secret = generateTotpSecret();
  await updateUser(services, user.id, {
    totpPendingSecretSealed: sealText(services.secrets.dataKey, secret),
  });
  return secret;
}

/**
 * Accepts a code at most once per user: the step it belongs to must be later than the last
 * accepted one, recorded in the same statement that checks it.
 */
async function acceptStep(services: Services, userId: string, step: number): Promise<boolean> {
  const accepted = await services.db
    .update(users)
    .set({ lastTotpStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.lastTotpStep), lt(users.lastTotpStep, step))))
    .returning({ id: users.id });
  return accepted.length === 1;
}

/** Verifies a code for the pending secret and, if right, makes it the user's factor. */
export async function verifyPendingCode(services: Services, user: UserRecord, code: string) {
  if (!user.totpPendingSecretSealed) return false;
  const secret = openText(services.secrets.dataKey, user.totpPendingSecretSealed);
  const step = findTotpStep(secret, code, services.clock.nowInMs(), 1);
  if (step === null || !(await acceptStep(services, user.id, step))) return false;
  await updateUser(services, user.id, {
    totpSecretSealed: user.totpPendingSecretSealed,
    totpPendingSecretSealed: null,
  });
  return true;
}

export function hasVerifiedTotp(user: Pick<UserRecord, 'totpSecretSealed'>): boolean {
  return user.totpSecretSealed !== null;
}
