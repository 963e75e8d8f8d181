import 'server-only';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { deviceNameOf } from '@steadfast/device-name';
import type {
  ActivityEvent,
  ActivityKind,
  ActivityOutcome,
} from '@/features/security/security-inputs';
import { ACTIVITY_KINDS } from '@/features/security/security-inputs';
import type { Database } from '../../db/database-type';
import { accountEvents } from '../../db/schema';

export interface NewAccountEvent {
  cognitoId: string;
  kind: ActivityKind;
  outcome: ActivityOutcome;
  at: Date;
  address: string | null;
  userAgent: string | null;
}

export async function insertAccountEvent(db: Database, event: NewAccountEvent): Promise<void> {
  await db.insert(accountEvents).values({ id: randomUUID(), ...event });
}

/** The person's latest events the app recorded, newest first. */
export async function listAccountEvents(
  db: Database,
  cognitoId: string,
  limit: number,
): Promise<ActivityEvent[]> {
  const rows = await db
    .select()
    .from(accountEvents)
    .where(eq(accountEvents.cognitoId, cognitoId))
    .orderBy(desc(accountEvents.at))
    .limit(limit);
  return rows.flatMap((row) => {
    const kind = ACTIVITY_KINDS.find((known) => known === row.kind);
    if (!kind) return [];
    const { id, outcome, at, address } = row;
    return [{ id, kind, outcome, at, address, browser: deviceNameOf(row.userAgent) ?? null }];
  });
}
