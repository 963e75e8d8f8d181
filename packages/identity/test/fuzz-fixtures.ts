import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEFAULT_CLIENT_ID, DEFAULT_POOL_ID } from '../src/index.js';
import type { FuzzContext } from './fuzz-values.js';
import { uniqueUser, type createAuthenticator } from './harness.js';
import {
  answerTotpChallenge,
  createSdk,
  passwordSignIn,
  signInAndEnrol,
  srpPasswordSignIn,
  type Person,
} from './sdk-fixtures.js';

export interface FuzzFixtures {
  /** Real users, tokens and sessions of the default pool, for the fuzz inputs to aim at. */
  context: FuzzContext;
  /** The same for admin calls, aimed at a pool of their own so they cannot reconfigure the default one. */
  adminContext: FuzzContext;
  /** A user no fuzz input names, to show the server still signs people in afterwards. */
  survivor: { person: Person; authenticator: ReturnType<typeof createAuthenticator> };
}

async function createConfirmedUser(
  sdk: CognitoIdentityProviderClient,
  poolId: string,
  person: Person,
) {
  await sdk.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: person.username,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: 'Temporary-Pass-1!',
      UserAttributes: [
        { Name: 'email', Value: person.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await sdk.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: person.username,
      Password: person.password,
      Permanent: true,
    }),
  );
}

function challengeSession(step: { ChallengeName?: string; Session?: string }, expected: string) {
  if (step.ChallengeName !== expected || !step.Session)
    throw new Error(`expected ${expected}, got ${step.ChallengeName}`);
  return step.Session;
}

/**
 * Through the public API: an enrolled user with tokens, the three kinds of challenge session
 * (SOFTWARE_TOKEN_MFA and PASSWORD_VERIFIER sealed, MFA_SETUP stored), an unconfirmed sign-up
 * and a pending password reset, so every table has rows the fuzzing must leave alone.
 */
export async function createFuzzFixtures(url: string): Promise<FuzzFixtures> {
  const sdk = createSdk(url);
  try {
    const poolId = DEFAULT_POOL_ID;
    const clientId = DEFAULT_CLIENT_ID;
    const enrolled = uniqueUser('fuzzenrolled');
    await createConfirmedUser(sdk, poolId, enrolled);
    const { tokens } = await signInAndEnrol(sdk, clientId, enrolled);
    const mfaSession = challengeSession(
      await passwordSignIn(sdk, clientId, enrolled),
      'SOFTWARE_TOKEN_MFA',
    );
    const srp = await srpPasswordSignIn(sdk, clientId, enrolled.username, enrolled.password);
    const verifierSession = challengeSession(srp.start, 'PASSWORD_VERIFIER');

    const notEnrolled = uniqueUser('fuzznotenrolled');
    await createConfirmedUser(sdk, poolId, notEnrolled);
    const setupSession = challengeSession(
      await passwordSignIn(sdk, clientId, notEnrolled),
      'MFA_SETUP',
    );

    const unconfirmed = uniqueUser('fuzzunconfirmed');
    await sdk.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: unconfirmed.username,
        Password: unconfirmed.password,
        UserAttributes: [{ Name: 'email', Value: unconfirmed.email }],
      }),
    );
    await sdk.send(new ForgotPasswordCommand({ ClientId: clientId, Username: enrolled.username }));

    const survivorPerson = uniqueUser('fuzzsurvivor');
    await createConfirmedUser(sdk, poolId, survivorPerson);
    const survivor = {
      person: survivorPerson,
      authenticator: (await signInAndEnrol(sdk, clientId, survivorPerson)).authenticator,
    };

    const adminPool = await sdk.send(new CreateUserPoolCommand({ PoolName: 'fuzz-admin' }));
    const adminPoolId = adminPool.UserPool?.Id ?? '';
    await createConfirmedUser(sdk, adminPoolId, enrolled);

    const context: FuzzContext = {
      poolId,
      clientId,
      usernames: [enrolled.username, notEnrolled.username, unconfirmed.username],
      accessTokens: [tokens.AccessToken ?? ''],
      otherTokens: [tokens.IdToken ?? ''],
      refreshTokens: [tokens.RefreshToken ?? ''],
      sessions: [mfaSession, verifierSession, setupSession],
    };
    return { context, adminContext: { ...context, poolId: adminPoolId }, survivor };
  } finally {
    sdk.destroy();
  }
}

/** Password, then an authenticator code, then GetUser with the new access token. */
export async function signInAgain(url: string, survivor: FuzzFixtures['survivor']) {
  const sdk = createSdk(url);
  try {
    const session = challengeSession(
      await passwordSignIn(sdk, DEFAULT_CLIENT_ID, survivor.person),
      'SOFTWARE_TOKEN_MFA',
    );
    const signedIn = await answerTotpChallenge(sdk, DEFAULT_CLIENT_ID, {
      session,
      username: survivor.person.username,
      code: survivor.authenticator.nextCode(),
    });
    return await sdk.send(
      new GetUserCommand({ AccessToken: signedIn.AuthenticationResult?.AccessToken }),
    );
  } finally {
    sdk.destroy();
  }
}
