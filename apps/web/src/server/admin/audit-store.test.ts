import { describe, expect, it } from 'vitest';
import { STEP_UP_WINDOW_MS } from '@/features/admin/admin-inputs';
import { testDatabaseTargets, useTestDatabase } from '../testing/test-databases';
import { COMMAND_LINE_ADMIN, recordAdminAudit } from './audit';
import { AUDIT_PAGE_SIZE, listAudit, listAuditOf } from './audit-log';
import { openStepUpWindow, stepUpValidUntil } from './step-up-window';

const at = new Date('2026-11-28T12:00:00Z');
const admin = { sub: 'admin-sub', username: 'grace' };
const target = { sub: 'person-sub', username: 'ada' };

describe.each(testDatabaseTargets())('admin storage on $name', (databaseTarget) => {
  const database = useTestDatabase(databaseTarget);

  it('pages the audit log newest first by (at, id), also across equal times', async () => {
    const count = AUDIT_PAGE_SIZE + 7;
    for (let index = 0; index < count; index += 1)
      await recordAdminAudit(database.db, {
        at: new Date(at.getTime() + Math.floor(index / 3) * 1000),
        admin: index % 2 ? admin : COMMAND_LINE_ADMIN,
        target: index % 5 ? target : { sub: null, username: 'gone' },
        action: 'extend-trial',
        reason: `entry ${index}`,
        outcome: index % 4 ? 'succeeded' : 'failed',
        detail: index % 3 ? null : 'a detail',
      });
    const first = await listAudit(database.db, undefined);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    const second = await listAudit(database.db, first.nextCursor ?? undefined);
    expect(second).toMatchObject({ nextCursor: null });
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(count);
    const keys = all.map((entry) => [entry.at.getTime(), entry.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect(all.at(-1)?.at).toEqual(at);
    expect(all.filter((entry) => entry.adminUsername === 'command line')).toHaveLength(29);

    const trail = await listAuditOf(database.db, target.sub);
    expect(
      trail.every((entry) => entry.targetUsername === 'ada' || entry.adminUsername === 'grace'),
    ).toBe(true);
    expect(await listAuditOf(database.db, admin.sub)).not.toHaveLength(0);
  });

  it('keeps a step-up window per admin for 5 minutes, reopened by a new step-up', async () => {
    expect(await stepUpValidUntil(database.db, 'someone', at)).toBeNull();
    const until = await openStepUpWindow(database.db, 'someone', at);
    expect(until.getTime() - at.getTime()).toBe(STEP_UP_WINDOW_MS);
    expect(await stepUpValidUntil(database.db, 'someone', at)).toEqual(until);
    expect(await stepUpValidUntil(database.db, 'someone-else', at)).toBeNull();
    expect(await stepUpValidUntil(database.db, 'someone', until)).toBeNull();
    const later = new Date(until.getTime() + 1000);
    const reopened = await openStepUpWindow(database.db, 'someone', later);
    expect(await stepUpValidUntil(database.db, 'someone', later)).toEqual(reopened);
  });
});
