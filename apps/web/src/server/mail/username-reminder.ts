import 'server-only';
import type { OutgoingMail } from './mailer';

/** The message that answers "I forgot my username" for an address with accounts. */
export function composeUsernameReminder(
  appName: string,
  to: string,
  usernames: readonly string[],
): OutgoingMail {
  const intro =
    usernames.length === 1
      ? `The ${appName} account for this email address has the username:`
      : `The ${appName} accounts for this email address have these usernames:`;
  const text = [
    'Hello,',
    '',
    'Someone asked us to remind them of the username for this email address.',
    '',
    intro,
    '',
    ...usernames.map((username) => `    ${username}`),
    '',
    'Use it with your password to sign in. If you did not ask for this, you can ignore this email;',
    'nothing about your account has changed.',
    '',
    `The ${appName} team`,
  ].join('\n');
  return { to, subject: `Your ${appName} username`, text };
}
