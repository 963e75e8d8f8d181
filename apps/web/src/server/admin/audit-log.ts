import 'server-only';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_ACTIONS, type AuditEntry } from '@/features/admin/admin-inputs';
import type { Database } from '../db/database-type';
import { adminAudit } from '../db/schema';
import { decodeCursor, encodeCursor } from './cursor';

export const AUDIT_PAGE_SIZE = 50;
/** The person's page shows this many of their latest entries. */
export const PERSON_AUDIT_LIMIT = 50;

type AuditRow = typeof adminAudit.$inferSelect;

function toEntry(row: AuditRow): AuditEntry[] {
  const action = ADMIN_ACTIONS.find((known) => known === row.action);
  if (!action) return [];
  const { id, at, adminUsername, targetUsername, reason, outcome, detail } = row;
  return [{ id, at, adminUsername, targetUsername, action, reason, outcome, detail }];
}

const cursorShape = z.strictObject({ at: z.iso.datetime(), id: z.string().min(1) });

/** The whole log, newest first; the cursor is the last entry shown (keyset paging). */
export async function listAudit(
  db: Database,
  cursor: string | undefined,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const after = decodeCursor(cursor, cursorShape);
  let where: SQL | undefined;
  if (after) {
    const at = new Date(after.at);
    where = or(lt(adminAudit.at, at), and(eq(adminAudit.at, at), lt(adminAudit.id, after.id)));
  }
  const rows = await db
    .select()
    .from(adminAudit)
    .where(where)
    .orderBy(desc(adminAudit.at), desc(adminAudit.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > AUDIT_PAGE_SIZE && last
      ? encodeCursor({ at: last.at.toISOString(), id: last.id })
      : null;
  return { entries: page.flatMap(toEntry), nextCursor };
}

/** What admins did to one person (and, for an admin, what they did as one), newest first. */
export async function listAuditOf(db: Database, sub: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(or(eq(adminAudit.targetSub, sub), eq(adminAudit.adminSub, sub)))
    .orderBy(desc(adminAudit.at), desc(adminAudit.id))
    .limit(PERSON_AUDIT_LIMIT);
  return rows.flatMap(toEntry);
}
