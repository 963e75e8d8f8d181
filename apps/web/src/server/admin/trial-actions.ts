import 'server-only';
import { eq } from 'drizzle-orm';
import type { ExtendTrialInput, SensitiveActionInput } from '@/features/admin/admin-inputs';
import { AccountError } from '../account/account-error';
import { users } from '../db/schema';
import { findUserRow } from '../users/find-user-row';
import type { AdminContext } from './admin-context';
import { ADMIN_MESSAGES } from './admin-messages';
import type { IdentityPerson } from './identity-person';
import { emailPerson } from './notify-person';
import { actOnPerson } from './person-action';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets the trial's end in the app record, which exists once the person has signed in. */
async function setTrialEnd(
  context: AdminContext,
  person: IdentityPerson,
  end: (current: Date | null, now: Date) => Date,
): Promise<Date> {
  const { services } = context;
  const db = await services.database();
  const row = await findUserRow(db, person.sub);
  if (!row) throw new AccountError('PRECONDITION_FAILED', ADMIN_MESSAGES.noAppRecord);
  const now = services.clock.now();
  const wanted = end(row.trialEndDate, now);
  // A trial never ends before it starts (the table's check says so too).
  const start = row.trialStartDate;
  const trialEndDate = start && start > wanted ? start : wanted;
  await db
    .update(users)
    .set({ trialEndDate, updatedAt: now })
    .where(eq(users.cognitoId, person.sub));
  return trialEndDate;
}

/** `days` on from the later of now and the current end, so an ended trial restarts today. */
export function extendTrial(context: AdminContext, input: ExtendTrialInput) {
  return actOnPerson(context, input, 'extend-trial', async (person) => {
    const trialEnd = await setTrialEnd(context, person, (current, now) => {
      const from = current && current > now ? current : now;
      return new Date(from.getTime() + input.days * DAY_MS);
    });
    emailPerson(context, 'trial-extended', person, { trialEnd });
    return { detail: `${input.days} days, trial ends ${trialEnd.toISOString()}` };
  });
}

export function endTrial(context: AdminContext, input: SensitiveActionInput) {
  return actOnPerson(context, input, 'end-trial', async (person) => {
    const trialEnd = await setTrialEnd(context, person, (_current, now) => now);
    emailPerson(context, 'trial-ended', person, { trialEnd });
    return { detail: `trial ends ${trialEnd.toISOString()}` };
  });
}
