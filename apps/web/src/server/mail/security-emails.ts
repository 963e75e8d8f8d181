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
  | 'account-deleted'
  | SupportEmailKind;

/** Changes our support team made at the person's request (decision 016). */
export type SupportEmailKind =
  | 'authenticator-reset-by-support'
  | 'sign-in-disabled'
  | 'sign-in-enabled'
  | 'signed-out-by-support'
  | 'trial-extended'
  | 'trial-ended';

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
  /** For trial changes: the trial's new end. */
  trialEnd?: Date;
}

const RESET_ADVICE =
  'reset your password now with "Forgot password?" on the sign-in page, then look at the ' +
  'Security page of your profile for anything else you do not recognise.';

type Wording = (facts: SecurityEmailFacts) => {
  subject: string;
  happened: string;
  notYou: string;
  /** What to do when it was the reader's doing; support emails say "if you asked us". */
  ifYou?: string;
};

const ASKED_SUPPORT = 'If you asked our support team for this, there is nothing more to do.';
const NOT_ASKED = 'If you did not ask for this, please contact our support team.';

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
  'authenticator-reset-by-support': ({ appName }) => ({
    subject: `Our support team reset the authenticator of your ${appName} account`,
    happened:
      'our support team removed the authenticator app from your account and signed out every session. At your next sign-in, with your password, you set up an authenticator app again.',
    ifYou: ASKED_SUPPORT,
    notYou: NOT_ASKED,
  }),
  'sign-in-disabled': ({ appName }) => ({
    subject: `Sign-in to your ${appName} account was disabled`,
    happened:
      'our support team disabled sign-in to your account. Nobody can sign in to it until it is enabled again.',
    ifYou: ASKED_SUPPORT,
    notYou: NOT_ASKED,
  }),
  'sign-in-enabled': ({ appName }) => ({
    subject: `Sign-in to your ${appName} account was enabled`,
    happened: 'our support team enabled sign-in to your account again.',
    ifYou: ASKED_SUPPORT,
    notYou: NOT_ASKED,
  }),
  'signed-out-by-support': ({ appName }) => ({
    subject: `Our support team signed out every session of your ${appName} account`,
    happened:
      'our support team signed out every session of your account. Sign in again on each device you use.',
    ifYou: ASKED_SUPPORT,
    notYou: NOT_ASKED,
  }),
  'trial-extended': ({ appName, trialEnd }) => ({
    subject: `Your ${appName} trial was extended`,
    happened: `our support team extended your trial. It now ends on ${trialEnd ? formatEmailTime(trialEnd) : 'a later date'}.`,
    ifYou: ASKED_SUPPORT,
    notYou: NOT_ASKED,
  }),
  'trial-ended': ({ appName }) => ({
    subject: `Your ${appName} trial was ended`,
    happened: 'our support team ended your trial.',
    ifYou: ASKED_SUPPORT,
    notYou: NOT_ASKED,
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
  const { subject, happened, notYou, ifYou } = wordings[kind](facts);
  const text = [
    'Hello,',
    '',
    `On ${formatEmailTime(facts.at)}, ${happened}`,
    '',
    `Account: ${facts.username}`,
    ...(facts.from ? [`From: ${facts.from}`] : []),
    '',
    ifYou ?? 'If this was you, there is nothing more to do.',
    notYou,
    '',
    `The ${facts.appName} team`,
  ].join('\n');
  return { to: facts.to, subject, text };
}
