import { getTableName } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../db/schema';
import { limitKeyDigest } from '../../rate-limit/database-limiter';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import {
  clientOf,
  createUserWithCodes,
  mailTo,
  refusalOf,
  type SecurityTestFixture,
} from './security-test-kit';

let environment: WebTestEnvironment;

/** Kept when the account is deleted: an audit trail outlives the account (decision 016). */
const KEPT_TABLES = new Set(['admin_audit']);

/** Every row of every table of the schema that mentions one of `needles`, as text. */
async function rowsMentioning(needles: string[]): Promise<string[]> {
  const db = await environment.services.database();
  const found: string[] = [];
  for (const table of Object.values(tables)) {
    const name = getTableName(table);
    if (KEPT_TABLES.has(name)) continue;
    const rows: unknown[] = await db.select().from(table as AnyPgTable);
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      if (needles.some((needle) => text.includes(needle.toLowerCase())))
        found.push(`${name}: ${text}`);
    }
  }
  return found;
}

export function describeDeleteAccount(fixture: SecurityTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('security.deleteAccount', { timeout: 60_000 }, () => {
    it('deletes the identity user and every row of the person, and says goodbye', async () => {
      const { user } = await createUserWithCodes(environment);
      const client = clientOf(environment, user);
      await client.user.recordSignIn.mutate();
      await refusalOf(
        client.security.renewRecoveryCodes.mutate({ password: 'Wrong-1!aaaa', code: '000000' }),
      );
      await environment.services.limits.forgotUsernamePerEmail.tryConsume(user.email);
      const needles = [user.sub, user.username, user.email].flatMap((value) => [
        value,
        limitKeyDigest(value.toLowerCase()),
      ]);
      expect(await rowsMentioning(needles)).not.toEqual([]);

      expect(
        await client.security.deleteAccount.mutate({
          password: user.password,
          code: environment.nextAuthenticatorCode(user),
        }),
      ).toEqual({ ok: true });
      const goodbye = await mailTo(environment, user.email, 'account was deleted');
      expect(goodbye.Text).toContain('Goodbye');
      expect(await rowsMentioning(needles)).toEqual([]);
      expect((await refusalOf(client.user.me.query({ refresh: true }))).code).toBe('UNAUTHORIZED');

      // The username and the address are free again.
      const again = await environment.createUser({
        username: user.username,
        email: user.email,
        password: user.password,
        firstName: 'Ada',
        lastName: 'Again',
      });
      expect(again.sub).not.toBe(user.sub);
    });

    it('refuses without a right code and keeps everything', async () => {
      const { user } = await createUserWithCodes(environment);
      const client = clientOf(environment, user);
      expect(
        await refusalOf(
          client.security.deleteAccount.mutate({ password: user.password, code: '000000' }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid MFA code' });
      expect(
        await refusalOf(client.security.deleteAccount.mutate({ password: '', code: '' })),
      ).toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: {
          password: ['password is required to deleteAccount'],
          code: ['code is required to deleteAccount'],
        },
      });
      expect((await client.security.overview.query()).recoveryCodesLeft).toBe(10);
    });
  });
}
