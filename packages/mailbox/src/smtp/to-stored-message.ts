import type { AddressObject, ParsedMail } from 'mailparser';
import type { MailAddress, StoredMessage } from '../message-schema.js';

export interface Envelope {
  mailFrom: string | undefined;
  rcptTo: string[];
}

/**
 * Turns a parsed message into what the store keeps. Envelope recipients that the headers do
 * not name are kept as Bcc, so a test can still find a message sent with only a Bcc.
 */
export function toStoredMessage(
  parsed: ParsedMail,
  envelope: Envelope,
  id: string,
  receivedAt: Date,
): StoredMessage {
  const to = addressesOf(parsed.to);
  const cc = addressesOf(parsed.cc);
  const named = new Set([...to, ...cc].map((address) => address.Address.toLowerCase()));
  const bcc = envelope.rcptTo
    .filter((address) => !named.has(address.toLowerCase()))
    .map((address) => ({ Name: '', Address: address }));
  const from = addressesOf(parsed.from)[0] ?? { Name: '', Address: envelope.mailFrom ?? '' };
  return {
    ID: id,
    From: from,
    To: to,
    Cc: cc,
    Bcc: bcc,
    Subject: parsed.subject ?? '',
    Created: receivedAt.toISOString(),
    Date: validDateOr(parsed.date, receivedAt).toISOString(),
    Text: parsed.text ?? '',
    HTML: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  if (field === undefined) return [];
  const objects = Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => flatten(object.value));
}

function flatten(entries: AddressObject['value']): MailAddress[] {
  return entries.flatMap((entry) =>
    entry.group ? flatten(entry.group) : [{ Name: entry.name ?? '', Address: entry.address ?? '' }],
  );
}

// A malformed Date header must not stop the message from being caught.
function validDateOr(date: Date | undefined, fallback: Date): Date {
  return date !== undefined && !Number.isNaN(date.getTime()) ? date : fallback;
}
