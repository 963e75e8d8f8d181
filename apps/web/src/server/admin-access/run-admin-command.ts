import 'server-only';
import { eq } from 'drizzle-orm';
import { COMMAND_LINE_ADMIN, recordAdminAudit } from '../admin/audit';
import { users, type UserRow } from '../db/schema';
import type { AdminCommand, AdminCommandResult } from './admin-command-protocol';
import type { AdminCommandServices } from './admin-command-services';
import { findOrCreatePerson, findStoredPerson, identityKnows } from './find-person';

const reasons = {
  grant: 'Granted with npm run admin.',
  revoke: 'Revoked with npm run admin.',
} as const;

/**
 * Grants, revokes or lists administrators: what `npm run admin` does, in the web server (through
 * the admin channel) or in the command's own process. Every grant and revoke is audited, also
 * one for a username no one has.
 */
export async function runAdminCommand(
  services: AdminCommandServices,
  command: AdminCommand,
): Promise<AdminCommandResult> {
  if (command.command === 'list') return { kind: 'list', usernames: await listAdmins(services) };
  const granting = command.command === 'grant';
  // A revoke needs no record: someone who never signed in is no administrator.
  const person = granting
    ? await findOrCreatePerson(services, command.username)
    : await findStoredPerson(services, command.username);
  if (!person) {
    if (!granting && (await identityKnows(services, command.username))) {
      await audit(services, command, undefined, 'succeeded', 'No change.');
      return { kind: 'not-admin', username: command.username };
    }
    await audit(services, command, undefined, 'failed', 'No one has this username.');
    return { kind: 'unknown-username', username: command.username };
  }
  const changed = await setAdmin(services, person, granting);
  await audit(services, command, person, 'succeeded', changed ? null : 'No change.');
  if (granting) return { kind: changed ? 'granted' : 'already-admin', username: person.username };
  return { kind: changed ? 'revoked' : 'not-admin', username: person.username };
}

async function listAdmins(services: AdminCommandServices): Promise<string[]> {
  const db = await services.database();
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.username);
  return rows.map((row) => row.username);
}

/** Sets the flag; false when it already had that value. */
async function setAdmin(services: AdminCommandServices, person: UserRow, isAdmin: boolean) {
  if (person.isAdmin === isAdmin) return false;
  const db = await services.database();
  await db
    .update(users)
    .set({ isAdmin, updatedAt: services.clock.now() })
    .where(eq(users.cognitoId, person.cognitoId));
  return true;
}

async function audit(
  services: AdminCommandServices,
  command: AdminCommand & { command: 'grant' | 'revoke' },
  person: UserRow | undefined,
  outcome: 'succeeded' | 'failed',
  detail: string | null,
) {
  await recordAdminAudit(await services.database(), {
    at: services.clock.now(),
    admin: COMMAND_LINE_ADMIN,
    target: { sub: person?.cognitoId ?? null, username: person?.username ?? command.username },
    action: command.command === 'grant' ? 'grant-admin' : 'revoke-admin',
    reason: reasons[command.command],
    outcome,
    detail,
  });
}
