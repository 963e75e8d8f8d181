import type { MessageSummary } from './message-schema.js';

export interface MessageQuery {
  /** Recipient address (To, Cc or envelope), compared case-insensitively. */
  to: string;
  /** A string matches when the subject contains it; a RegExp when it tests true. */
  subject?: string | RegExp;
  /** Only messages received at or after this moment. */
  since?: Date;
}

export function matchesQuery(message: MessageSummary, query: MessageQuery): boolean {
  const wanted = query.to.trim().toLowerCase();
  const recipients = [...message.To, ...message.Cc, ...message.Bcc];
  if (!recipients.some((recipient) => recipient.Address.toLowerCase() === wanted)) return false;
  if (query.since !== undefined && Date.parse(message.Created) < query.since.getTime()) {
    return false;
  }
  if (query.subject === undefined) return true;
  return typeof query.subject === 'string'
    ? message.Subject.includes(query.subject)
    : withoutState(query.subject).test(message.Subject);
}

export function describeMessage(message: MessageSummary): string {
  const recipients = [...message.To, ...message.Cc, ...message.Bcc].map((r) => r.Address);
  return `${JSON.stringify(message.Subject)} to ${recipients.join(', ') || '(nobody)'} at ${message.Created}`;
}

// A global or sticky RegExp remembers where it last matched; a copy without those flags
// gives the same answer on every poll.
function withoutState(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
}
