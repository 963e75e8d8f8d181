import 'server-only';
import type { AppServices } from '../app-services';
import { findUsernamesByEmail } from '../identity/find-usernames-by-email';
import { composeUsernameReminder } from '../mail/username-reminder';

export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError';
}

/**
 * Answers "forgot username" for `email`. The lookup and the email happen after the caller has
 * its answer, so the response is the same, in content and in timing, whether or not an
 * account uses the address.
 */
export async function requestUsernameReminder(
  services: AppServices,
  request: { email: string; clientAddress: string },
): Promise<void> {
  // Both count every attempt, as before either refuses.
  const [withinClientLimit, withinEmailLimit] = await Promise.all([
    services.limits.forgotUsernamePerClient.tryConsume(request.clientAddress),
    services.limits.forgotUsernamePerEmail.tryConsume(request.email.toLowerCase()),
  ]);
  if (!withinClientLimit || !withinEmailLimit) {
    throw new TooManyRequestsError(
      'Too many username reminder requests. Please wait 15 minutes and try again.',
    );
  }
  services.background.run('username reminder', () => sendUsernameReminder(services, request.email));
}

async function sendUsernameReminder(services: AppServices, email: string): Promise<void> {
  const { cognito, env } = services;
  // Pools may hold the address with other capitalisation than typed; look both up once.
  const spellings = [...new Set([email, email.toLowerCase()])];
  const found = await Promise.all(
    spellings.map((spelling) => findUsernamesByEmail(cognito, env.cognito.userPoolId, spelling)),
  );
  const usernames = [...new Set(found.flat())].sort();
  if (usernames.length === 0) return;
  await services.mailer.send(composeUsernameReminder(env.appName, email, usernames));
}
