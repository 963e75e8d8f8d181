import 'server-only';
import { eq } from 'drizzle-orm';
import { STEP_UP_WINDOW_MS, type AdminStepUp } from '@/features/admin/admin-inputs';
import { AccountError } from '../account/account-error';
import { stepUp } from '../account/step-up';
import type { Database } from '../db/database-type';
import { adminStepUps } from '../db/schema';
import type { AdminContext } from './admin-context';
import { ADMIN_MESSAGES } from './admin-messages';
import { auditedAs } from './audited';

/** When the admin's window ends, or null when there is none open now. */
export async function stepUpValidUntil(
  db: Database,
  adminSub: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ validUntil: adminStepUps.validUntil })
    .from(adminStepUps)
    .where(eq(adminStepUps.adminSub, adminSub));
  return row && row.validUntil > now ? row.validUntil : null;
}

/** Opens (or reopens) the admin's window from `now`; answers its end. */
export async function openStepUpWindow(db: Database, adminSub: string, now: Date): Promise<Date> {
  const validUntil = new Date(now.getTime() + STEP_UP_WINDOW_MS);
  await db
    .insert(adminStepUps)
    .values({ adminSub, validUntil })
    .onConflictDoUpdate({ target: adminStepUps.adminSub, set: { validUntil } });
  return validUntil;
}

/**
 * Before a sensitive action: an open window lets it through; otherwise the proof is checked
 * (the account's own step-up: password and a current code, limited per person) and opens one.
 * Every step-up is in the audit log, the admin as its own target.
 */
export async function requireStepUp(
  context: AdminContext,
  proof: AdminStepUp | undefined,
  reason: string,
): Promise<void> {
  const { services, admin } = context;
  const db = await services.database();
  if (await stepUpValidUntil(db, admin.sub, services.clock.now())) return;
  if (!proof) throw new AccountError('PRECONDITION_FAILED', ADMIN_MESSAGES.stepUpNeeded);
  await auditedAs(context, { action: 'step-up', target: admin, reason }, async () => {
    await stepUp(context, proof);
    const validUntil = await openStepUpWindow(db, admin.sub, services.clock.now());
    return { detail: `until ${validUntil.toISOString()}` };
  });
}
