import type { Mailbox } from '../../support/mailbox';
import { createConfirmedUser } from '../../support/test-user';

/**
 * A confirmed user who has not set up an authenticator app yet, made through the identity API
 * (sign-up and the emailed code); signing in as them lands on /mfa-setup.
 */
export async function createConfirmedUserWithoutMfa(options: {
  identityUrl: string;
  clientId: string;
  mailbox: Mailbox;
}): Promise<{ username: string; password: string }> {
  const { username, password } = await createConfirmedUser(options);
  return { username, password };
}
