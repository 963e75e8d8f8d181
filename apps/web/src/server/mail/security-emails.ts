import 'server-only';
import type { OutgoingMail } from './mailer';

/** The changes a security email is sent for (decision 015). */
export type SecurityEmailKind =
  | 'password-changed'
  | 'password-reset'
  | 'email-changed-old-address'
  | 'email-changed-new-address'
  | 'authenticator-replaced'
  | 'authenticator-removed'
  | 'recovery-code-used'
  | 'recovery-codes-renewed'
  | 'account-deleted';

export interface SecurityEmailFacts {
  appName: string;
  to: string;
  username: string;
  at: Date;
  /** Where the change came from, when known: browser and address. */
  from?: string;
  /** For email changes: the address before and after. */
  oldEmail?: string;
  newEmail?: string;
}

const RESET_ADVICE =
  'reset your password now with "Forgot password?" on the sign-in page, then look at the ' +
  'Security page of your profile for anything else you do not recognise.';

type Wording = (facts: SecurityEmailFacts) => { subject: string; happened: string; notYou: string };

const wordings: Record<SecurityEmailKind, Wording> = {
  'password-changed': ({ appName }) => ({
    subject: `Your ${appName} password was changed`,
    happened: 'the password of your account was changed.',
    notYou: `If this was not you, ${RESET_ADVICE}`,
  }),
  'password-reset': ({ appName }) => ({
    subject: `Your ${appName} password was reset`,
    happened: 'the password of your account was reset with a code sent to this address.',
    notYou: `If this was not you, someone can read this mailbox: secure it, then ${RESET_ADVICE}`,
  }),
  'email-changed-old-address': ({ appName, newEmail }) => ({
    subject: `The email address of your ${appName} account was changed`,
    happened: `the email address of your account was changed from this address to ${newEmail}. We will not write to this address again.`,
    notYou: `If this was not you, ${RESET_ADVICE}`,
  }),
  'email-changed-new-address': ({ appName, oldEmail }) => ({
    subject: `This is now the email address of your ${appName} account`,
    happened: `this address replaced ${oldEmail} as the email address of your account.`,
    notYou: `If this was not you, ${RESET_ADVICE}`,
  }),
  'authenticator-replaced': ({ appName }) => ({
    subject: `A new authenticator app was set up for ${appName}`,
    happened:
      'a new authenticator app was set up for your account. Codes from the earlier app no longer work.',
    notYou: `If this was not you, ${RESET_ADVICE}`,
  }),
  'authenticator-removed': ({ appName }) => ({
    subject: `A recovery code was used on your ${appName} account`,
    happened:
      'a recovery code and your password were used to remove the authenticator app from your account, and every session was signed out. The other recovery codes of that set no longer work; a new authenticator app and new recovery codes are set up at the next sign-in.',
    notYou: `If this was not you, someone knows your password and has one of your recovery codes: ${RESET_ADVICE}`,
  }),
  'recovery-code-used': ({ appName }) => ({
    subject: `One of your ${appName} recovery codes was used`,
    happened:
      'one of your recovery codes and your password were used, while signed in, to start setting up a new authenticator app. That recovery code no longer works.',
    notYou: `If this was not you, someone is signed in to your account and has one of your recovery codes: ${RESET_ADVICE}`,
  }),
  'recovery-codes-renewed': ({ appName }) => ({
    subject: `New recovery codes were made for your ${appName} account`,
    happened:
      'a new set of recovery codes was made for your account. The earlier recovery codes no longer work.',
    notYou: `If this was not you, ${RESET_ADVICE}`,
  }),
  'account-deleted': ({ appName }) => ({
    subject: `Your ${appName} account was deleted`,
    happened: `your account was deleted, with everything ${appName} kept about you. Goodbye, and thank you for using ${appName}.`,
    notYou: `If this was not you, someone had your password and authenticator app. The account cannot be restored, but the username and this address are free: you can sign up again.`,
  }),
};

/** Times in emails are in UTC, said so, since we do not know the reader's time zone. */
export function formatEmailTime(at: Date): string {
  return `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)} UTC`;
}

/** A plain-text security alert: what happened to which account, when, and what to do if not you. */
export function composeSecurityEmail(
  kind: SecurityEmailKind,
  facts: SecurityEmailFacts,
): OutgoingMail {
  const { subject, happened, notYou } = wordings[kind](facts);
  const text = [
    'Hello,',
    '',
    `On ${formatEmailTime(facts.at)}, ${happened}`,
    '',
    `Account: ${facts.username}`,
    ...(facts.from ? [`From: ${facts.from}`] : []),
    '',
    'If this was you, there is nothing more to do.',
    notYou,
    '',
    `The ${facts.appName} team`,
  ].join('\n');
  return { to: facts.to, subject, text };
}
