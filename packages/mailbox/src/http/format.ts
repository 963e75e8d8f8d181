import type { MailAddress } from '../message-schema.js';

export function formatAddress(address: MailAddress): string {
  return address.Name ? `${address.Name} <${address.Address}>` : address.Address;
}

export function formatAddresses(addresses: readonly MailAddress[]): string {
  return addresses.length === 0 ? '(none)' : addresses.map(formatAddress).join(', ');
}

/** `2026-01-31 09:05:00 UTC`: unambiguous for every reader, whatever their locale. */
export function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export function subjectOrPlaceholder(subject: string): string {
  return subject.trim() === '' ? '(no subject)' : subject;
}
