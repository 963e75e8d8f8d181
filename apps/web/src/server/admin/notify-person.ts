import 'server-only';
import type { ActivityKind } from '@/features/security/security-inputs';
import type { RequestContext } from '../account/account-context';
import { recordEvent, sendSecurityEmails } from '../account/notify';
import { UNKNOWN_CLIENT } from '../api/request-metadata';
import type { SupportEmailKind } from '../mail/security-emails';

/**
 * The person's side of a support action: the account's own emails and activity (account/notify),
 * without the admin's browser and address, which are not the person's and not theirs to see.
 */
function asSupport(context: RequestContext): RequestContext {
  return { ...context, clientAddress: UNKNOWN_CLIENT, userAgent: null };
}

export function emailPerson(
  context: RequestContext,
  kind: SupportEmailKind,
  person: { email: string; username: string },
  extra: { trialEnd?: Date } = {},
): void {
  sendSecurityEmails(asSupport(context), [
    { kind, facts: { to: person.email, username: person.username, ...extra } },
  ]);
}

/** Shown on the person's security page too, as any change to their account is. */
export async function recordPersonEvent(
  context: RequestContext,
  cognitoId: string,
  kind: ActivityKind,
): Promise<void> {
  await recordEvent(asSupport(context), { cognitoId, kind, outcome: 'succeeded' });
}
