import { randomBytes } from 'node:crypto';
import { callIdentity } from './identity-api';
import { extractCode, type Mailbox } from './mailbox';
import { createAuthenticator, type Authenticator, type TotpClock } from './totp';

export interface TestUser {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  authenticator: Authenticator;
}

export function newUserDetails() {
  const id = randomBytes(4).toString('hex');
  return {
    username: `user${id}`,
    password: `Steady-${id}-Pass1!`,
    email: `user${id}@example.test`,
    firstName: `Ada${id.slice(0, 3)}`,
    lastName: 'Lovelace',
  };
}

/** A user signed up and confirmed with the emailed code, through the identity API; no MFA yet. */
export async function createConfirmedUser(options: {
  identityUrl: string;
  clientId: string;
  mailbox: Mailbox;
}): Promise<ReturnType<typeof newUserDetails>> {
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
  return details;
}

/**
 * A confirmed user with TOTP set up, made through the identity API (the same calls a client
 * makes: sign-up, emailed code, MFA_SETUP challenge), so tests that are not about sign-up start fast.
 */
export async function createUserWithMfa(options: {
  identityUrl: string;
  clientId: string;
  mailbox: Mailbox;
  clock: TotpClock;
}): Promise<TestUser> {
  const { identityUrl, clientId } = options;
  const details = await createConfirmedUser(options);
  const auth = await callIdentity<{ ChallengeName: string; Session: string }>(
    identityUrl,
    'InitiateAuth',
    {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: details.username, PASSWORD: details.password },
    },
  );
  if (auth.ChallengeName !== 'MFA_SETUP')
    throw new Error(`Expected MFA_SETUP, got ${auth.ChallengeName}`);
  const associated = await callIdentity<{ SecretCode: string; Session: string }>(
    identityUrl,
    'AssociateSoftwareToken',
    {
      Session: auth.Session,
    },
  );
  const authenticator = createAuthenticator(associated.SecretCode, options.clock);
  const verified = await callIdentity<{ Session: string }>(identityUrl, 'VerifySoftwareToken', {
    Session: associated.Session,
    UserCode: await authenticator.previousStepCode(),
  });
  await callIdentity(identityUrl, 'RespondToAuthChallenge', {
    ClientId: clientId,
    ChallengeName: 'MFA_SETUP',
    Session: verified.Session,
    ChallengeResponses: { USERNAME: details.username },
  });
  return { ...details, authenticator };
}
