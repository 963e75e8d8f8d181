import 'server-only';
import type { AdminAction } from '@/features/admin/admin-inputs';
import { AccountError } from '../account/account-error';
import type { AdminContext } from './admin-context';
import { recordAdminAudit, type AuditParty } from './audit';

export interface AuditedAction {
  action: AdminAction;
  /** Whom it is about; the action fills in the sub once the pool has named the person. */
  target: AuditParty;
  reason: string;
}

/** What an action reports back for its audit entry. */
export interface ActionOutcome {
  detail?: string | null;
}

/**
 * Runs an admin action and appends its audit entry, also when it fails (with the refusal as
 * detail). A failed action is refused as it was; an entry that cannot be written after a
 * success is our failure (500), since an unaudited change must not read as done.
 */
export async function auditedAs(
  context: AdminContext,
  entry: AuditedAction,
  run: (target: AuditParty) => Promise<ActionOutcome | void>,
): Promise<void> {
  const { services, admin } = context;
  const db = await services.database();
  const target = { ...entry.target };
  const record = (outcome: 'succeeded' | 'failed', result: ActionOutcome) =>
    recordAdminAudit(db, {
      at: services.clock.now(),
      admin,
      target,
      action: entry.action,
      reason: entry.reason,
      outcome,
      detail: result.detail ?? null,
    });
  let result: ActionOutcome;
  try {
    result = (await run(target)) ?? {};
  } catch (error) {
    const detail = error instanceof AccountError ? error.message : 'Failed on our side.';
    await record('failed', { detail }).catch((failure: unknown) =>
      services.reportError(`admin audit not recorded (${entry.action} failed)`, failure),
    );
    throw error;
  }
  await record('succeeded', result);
}
