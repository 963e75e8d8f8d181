import 'server-only';
import { randomUUID } from 'node:crypto';
import type { AdminAction, AuditOutcome } from '@/features/admin/admin-inputs';
import type { Database } from '../db/database-type';
import { adminAudit } from '../db/schema';

/** Who the audit log names as the admin of grants and revokes made by `npm run admin`. */
export const COMMAND_LINE_ADMIN = { sub: null, username: 'command line' } as const;

export interface AuditParty {
  /** Null when there is none: the command line, or a person the pool no longer knows. */
  sub: string | null;
  username: string;
}

export interface AdminAuditRecord {
  at: Date;
  admin: AuditParty;
  target: AuditParty;
  action: AdminAction;
  reason: string;
  outcome: AuditOutcome;
  detail?: string | null;
}

/**
 * Appends one entry to the audit log. The only write the app makes to it: nothing updates or
 * deletes an entry (decision 016).
 */
export async function recordAdminAudit(db: Database, record: AdminAuditRecord): Promise<void> {
  await db.insert(adminAudit).values({
    id: randomUUID(),
    at: record.at,
    adminSub: record.admin.sub,
    adminUsername: record.admin.username,
    targetSub: record.target.sub,
    targetUsername: record.target.username,
    action: record.action,
    reason: record.reason,
    outcome: record.outcome,
    detail: record.detail ?? null,
  });
}
