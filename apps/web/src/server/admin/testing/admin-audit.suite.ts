import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, refusalOf, securityClient } from '../../account/testing/security-test-kit';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import { COMMAND_LINE_ADMIN, recordAdminAudit } from '../audit';
import { AUDIT_PAGE_SIZE } from '../audit-log';
import { createAdmin, createPerson, REASON, type AdminTestFixture } from './admin-test-kit';

let environment: WebTestEnvironment;

export function describeAdminAudit(fixture: AdminTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('admin.audit', { timeout: 60_000 }, () => {
    it('lists every entry once, newest first, 50 a page', async () => {
      const admin = await createAdmin(environment);
      const client = clientOf(environment, admin);
      const db = await environment.services.database();
      const target = { sub: null, username: `paged${Date.now()}` };
      // In the past, so other tests' newest entries stay on the first page.
      const base = environment.services.clock.now().getTime() - 60 * 60 * 1000;
      for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1)
        await recordAdminAudit(db, {
          // Two entries a moment: the order still holds and no page repeats one.
          at: new Date(base + Math.floor(index / 2) * 1000),
          admin: COMMAND_LINE_ADMIN,
          target,
          action: 'grant-admin',
          reason: `entry ${index}`,
          outcome: 'succeeded',
        });
      const first = await client.admin.audit.query({});
      expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
      expect(first.nextCursor).not.toBeNull();
      const entries = [...first.entries];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await client.admin.audit.query({ cursor });
        entries.push(...page.entries);
        cursor = page.nextCursor;
      }
      const times = entries.map((entry) => entry.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
      const ours = entries.filter((entry) => entry.targetUsername === target.username);
      expect(ours).toHaveLength(AUDIT_PAGE_SIZE + 5);
      expect(ours[0]).toMatchObject({ adminUsername: 'command line', action: 'grant-admin' });
      expect(await refusalOf(client.admin.audit.query({ cursor: 'eyJhdCI6MX0' }))).toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: { cursor: [expect.any(String)] },
      });
    });

    it('keeps a person’s audit entries when they delete their account', async () => {
      const admin = await createAdmin(environment);
      const person = await createPerson(environment);
      const client = clientOf(environment, admin);
      await client.admin.extendTrial.mutate({ username: person.username, reason: REASON, days: 2 });
      await securityClient(environment, {
        accessToken: person.accessToken,
      }).security.deleteAccount.mutate({
        password: person.password,
        code: environment.nextAuthenticatorCode(person),
      });
      const { entries } = await client.admin.audit.query({});
      expect(entries.find((entry) => entry.targetUsername === person.username)).toMatchObject({
        action: 'extend-trial',
        outcome: 'succeeded',
        adminUsername: admin.username,
        reason: REASON,
      });
      expect(
        await refusalOf(client.admin.person.query({ username: person.username })),
      ).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
}
