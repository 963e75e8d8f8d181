import { randomBytes, randomInt } from 'node:crypto';
import type { OutgoingMail } from './mail.js';

/** A temporary password that satisfies any policy this server accepts (at most 99 characters). */
export function generateTemporaryPassword(minimumLength: number): string {
  const required = [
    'ABCDEFGHJKLMNPQRSTUVWXYZ',
    'abcdefghijkmnopqrstuvwxyz',
    '23456789',
    '!#%+-=?@^_',
  ];
  const characters = required.map((set) => set[randomInt(set.length)]);
  const filler = randomBytes(Math.max(minimumLength, 12))
    .toString('base64url')
    .replace(/[-_]/g, 'x');
  return characters.join('') + filler;
}

export function composeInvitationMail(
  to: string,
  username: string,
  temporaryPassword: string,
  validityDays: number,
): OutgoingMail {
  const text = [
    'An account has been created for you at Steadfast.',
    '',
    `Username: ${username}`,
    `Temporary password: ${temporaryPassword}`,
    '',
    `Sign in within ${validityDays} days; you will be asked to choose your own password.`,
  ].join('\n');
  return { to, subject: 'Your Steadfast account', text };
}
