import { issueAndSendCode } from './codes.js';
import type { Uses } from './context.js';
import type { OutgoingMail } from './mail.js';
import type { ClientSettings, PoolSettings } from './pool-settings.js';
import type { UserRecord } from './users.js';

/** The AWS console's default link message and subject (Cognito's own is not published). */
const defaultLinkMessage =
  'Please click the link below to verify your email address. {##Verify Email##}';
const defaultLinkSubject = 'Your verification link';

/** `https://<domain>/confirmUser?client_id=…&user_name=…&confirmation_code=…`, as Cognito links. */
export function confirmUserLink(
  hostedUrl: string,
  clientId: string,
  username: string,
  code: string,
) {
  const query = new URLSearchParams({
    client_id: clientId,
    user_name: username,
    confirmation_code: code,
  });
  return `${hostedUrl}/confirmUser?${query.toString()}`;
}

/** The link message: `{##text##}` becomes the text followed by the link (the mail is plain text). */
export function composeLinkMail(pool: PoolSettings, to: string, link: string): OutgoingMail {
  const template = pool.VerificationMessageTemplate;
  const message = template?.EmailMessageByLink ?? defaultLinkMessage;
  const text = message.replace(
    /\{##(.*?)##\}/s,
    (_placeholder, label: string) => `\n\n${label}: ${link}\n`,
  );
  return {
    to,
    subject: template?.EmailSubjectByLink ?? defaultLinkSubject,
    text: `${text.trim()}\n\nThe link is valid for 24 hours and works once.`,
  };
}

/**
 * SignUp's and ResendConfirmationCode's mail: a code, or, where the pool's
 * VerificationMessageTemplate says CONFIRM_WITH_LINK and the hosted domain serves /confirmUser,
 * a link to it carrying a single-use code (the same code, limits and lifetime as ConfirmSignUp's).
 */
export async function sendSignUpConfirmation(
  services: Uses<'clock' | 'db' | 'hosted' | 'mailer'>,
  target: {
    pool: PoolSettings;
    client: ClientSettings;
    user: Pick<UserRecord, 'id' | 'username'>;
    email: string;
  },
) {
  const { pool, client, user, email } = target;
  const hostedUrl = services.hosted.url;
  const byLink = pool.VerificationMessageTemplate?.DefaultEmailOption === 'CONFIRM_WITH_LINK';
  if (!byLink || !hostedUrl) {
    await issueAndSendCode(services, user, 'sign-up', email);
    return;
  }
  await issueAndSendCode(services, user, 'sign-up', email, (code) =>
    composeLinkMail(pool, email, confirmUserLink(hostedUrl, client.ClientId, user.username, code)),
  );
}
