import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createMailboxClient, extractCode } from '@steadfast/mailbox';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';

export interface TestUser {
  sub: string;
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accessToken: string;
  /** The authenticator app's secret (base32), to make codes as the person's phone would. */
  totpSecret: string;
}

let counter = 0;

/** Names unique within the run, so tests sharing one identity server never collide. */
export function uniqueTestUserDetails(prefix = 'web') {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`;
  return {
    username,
    email: `${username}@example.com`,
    password: 'Correct-Horse-1!',
    firstName: 'Ada',
    lastName: 'Lovelace',
  };
}

/**
 * Signs a user up and in through the real identity server, exactly as a person would:
 * emailed confirmation code, then password sign-in, mandatory TOTP enrolment, tokens.
 */
export async function createSignedInTestUser(
  identityUrl: string,
  clientId: string,
  mailboxUrl: string,
  details = uniqueTestUserDetails(),
  /** The identity server's time, when its clock is not the system's. */
  identityNowInMs: () => number = Date.now,
): Promise<TestUser> {
  const client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: identityUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { username, password, email } = details;
    await client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: username,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'custom:firstName', Value: details.firstName },
          { Name: 'custom:lastName', Value: details.lastName },
        ],
      }),
    );
    const message = await createMailboxClient(mailboxUrl).waitForMessage({
      to: email,
      timeoutMs: 5000,
    });
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: clientId,
        Username: username,
        ConfirmationCode: extractCode(message.Text),
      }),
    );
    const signIn = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const associated = await client.send(
      new AssociateSoftwareTokenCommand({ Session: signIn.Session }),
    );
    const totpSecret = associated.SecretCode ?? '';
    const code = new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate({
      timestamp: identityNowInMs(),
    });
    const verified = await client.send(
      new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: code }),
    );
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'MFA_SETUP',
        Session: verified.Session,
        ChallengeResponses: { USERNAME: username },
      }),
    );
    const accessToken = done.AuthenticationResult?.AccessToken;
    if (!accessToken) throw new Error(`Sign-in did not finish: ${JSON.stringify(done)}`);
    return { ...details, sub: String(decodeJwt(accessToken).sub), accessToken, totpSecret };
  } finally {
    client.destroy();
  }
}
