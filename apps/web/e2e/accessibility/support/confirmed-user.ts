import { callIdentity } from '../../support/identity-api';
import { extractCode, type Mailbox } from '../../support/mailbox';
import { newUserDetails } from '../../support/test-user';

/**
 * A confirmed user who has not set up an authenticator app yet, made through the identity API
 * (sign-up and the emailed code); signing in as them lands on /mfa-setup.
 */
export async function createConfirmedUserWithoutMfa(options: {
  identityUrl: string;
  clientId: string;
  mailbox: Mailbox;
}): Promise<{ username: string; password: string }> {
  const { identityUrl, clientId } = options;
  const details = newUserDetails();
  const since = new Date();
  await callIdentity(identityUrl, 'SignUp', {
    ClientId: clientId,
    Username: details.username,
    Password: details.password,
    UserAttributes: [
      { Name: 'email', Value: details.email },
      { Name: 'custom:firstName', Value: details.firstName },
      { Name: 'custom:lastName', Value: details.lastName },
    ],
  });
  const mail = await options.mailbox.waitForMessage({ to: details.email, since });
  await callIdentity(identityUrl, 'ConfirmSignUp', {
    ClientId: clientId,
    Username: details.username,
    ConfirmationCode: extractCode(mail.text),
  });
  return { username: details.username, password: details.password };
}
