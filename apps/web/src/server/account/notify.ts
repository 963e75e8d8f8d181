import 'server-only';
import { deviceNameOf } from '@steadfast/device-name';
import type { ActivityKind, ActivityOutcome } from '@/features/security/security-inputs';
import { UNKNOWN_CLIENT } from '../api/request-metadata';
import {
  composeSecurityEmail,
  type SecurityEmailFacts,
  type SecurityEmailKind,
} from '../mail/security-emails';
import type { RequestContext } from './account-context';
import { insertAccountEvent } from './activity/account-event-store';

export interface SecurityEmail {
  kind: SecurityEmailKind;
  facts: Omit<SecurityEmailFacts, 'appName' | 'at'>;
}

/**
 * Records what happened to the account and sends its security emails after the answer. The
 * change itself is done by then, so a failure here does not undo or refuse it: it is reported
 * (the operator's error log) rather than lost without a trace.
 */
export async function recordAndNotify(
  context: RequestContext,
  event: { cognitoId: string; kind: ActivityKind; outcome: ActivityOutcome },
  emails: SecurityEmail[] = [],
): Promise<void> {
  const at = context.services.clock.now();
  await recordEvent(context, event, at);
  sendSecurityEmails(context, emails, at);
}

/** The browser and address a request came from, as far as they are known. */
function originOf({ clientAddress, userAgent }: RequestContext): string | undefined {
  const address = clientAddress === UNKNOWN_CLIENT ? null : clientAddress;
  const parts = [deviceNameOf(userAgent) ?? null, address].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** Sent after the answer; a failure to send is reported by the background tasks. */
export function sendSecurityEmails(
  context: RequestContext,
  emails: SecurityEmail[],
  at = context.services.clock.now(),
): void {
  const { services } = context;
  const from = originOf(context);
  for (const email of emails) {
    if (!email.facts.to) continue;
    const mail = composeSecurityEmail(email.kind, {
      ...email.facts,
      appName: services.env.appName,
      at,
      ...(from ? { from } : {}),
    });
    services.background.run(`security email (${email.kind})`, () => services.mailer.send(mail));
  }
}

export async function recordEvent(
  { services, clientAddress, userAgent }: RequestContext,
  event: { cognitoId: string; kind: ActivityKind; outcome: ActivityOutcome },
  at = services.clock.now(),
): Promise<void> {
  try {
    const db = await services.database();
    const address = clientAddress === UNKNOWN_CLIENT ? null : clientAddress;
    await insertAccountEvent(db, { ...event, at, address, userAgent });
  } catch (error) {
    services.reportError(`account event not recorded (${event.kind})`, error);
  }
}
