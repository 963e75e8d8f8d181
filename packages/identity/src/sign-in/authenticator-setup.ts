import { openText, sealText } from '../crypto/secret-box.js';
import { findTotpStep, generateTotpSecret } from '../crypto/totp.js';
import { CognitoError, messages, notAuthorized } from '../errors.js';
import { authenticateAccessToken } from '../services/access-tokens.js';
import type { Uses } from '../services/context.js';
import type { ClientSettings } from '../services/pool-settings.js';
import { findPool, requireClient, requirePool } from '../services/pools.js';
import { updateUser, type UserRecord } from '../services/users.js';
import { completeSignIn, type SignInStep } from './next-step.js';
import {
  acceptEnrolmentCode,
  claimStoredSession,
  createStoredSession,
  releaseAfterWrongCode,
} from './statements.js';

/**
 * Setting up the authenticator, signed in (AccessToken) or during sign-in (MFA_SETUP's three
 * stages): AssociateSoftwareToken makes a pending secret, VerifySoftwareToken makes it the
 * user's authenticator with a right code, RespondToAuthChallenge MFA_SETUP ends the sign-in.
 * The current authenticator keeps working until a new one is verified.
 */

async function assertPoolAllowsTotp(services: Uses<'db'>, poolId: string) {
  const pool = await requirePool(services, poolId);
  if (pool.SoftwareTokenMfaConfiguration?.Enabled === false) {
    throw new CognitoError(
      'SoftwareTokenMFANotFoundException',
      'Software Token MFA has not been enabled by the userPool.',
    );
  }
}

async function associateNewSecret(
  services: Uses<'clock' | 'db' | 'secrets'>,
  user: UserRecord,
): Promise<string> {
  await assertPoolAllowsTotp(services, user.poolId);
  const secret = generateTotpSecret();
  await updateUser(services, user.id, {
    totpPendingSecretSealed: sealText(services.secrets.dataKey, secret),
  });
  return secret;
}

/** A right code for the pending secret makes it the user's authenticator. */
async function verifyPendingCode(
  services: Uses<'clock' | 'db' | 'secrets'>,
  user: UserRecord,
  code: string,
) {
  if (!user.totpPendingSecretSealed) return false;
  const secret = openText(services.secrets.dataKey, user.totpPendingSecretSealed);
  const step = findTotpStep(secret, code, services.clock.nowInMs(), 1);
  return step !== null && (await acceptEnrolmentCode(services, user, step));
}

const enrolmentCodeMismatch = () =>
  new CognitoError(
    'EnableSoftwareTokenMFAException',
    'Code mismatch and fail enable Software Token MFA',
  );

export type SetupCredential = { accessToken: string } | { session: string };

/** The session's user and client, or NotAuthorized; the session is taken. */
async function claimSetupSession(
  services: Uses<'clock' | 'db'>,
  session: string,
  answerer: 'AssociateSoftwareToken' | 'VerifySoftwareToken',
) {
  const claim = await claimStoredSession(services, session, { answerer });
  const { user } = claim;
  if (!(await findPool(services, user.poolId))) {
    throw notAuthorized(messages.sessionExpired);
  }
  const { client } = await requireClient(services, claim.session.clientId);
  return { ...claim, user, client };
}

export async function associateSoftwareToken(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>,
  credential: SetupCredential,
): Promise<{ SecretCode: string; Session?: string }> {
  if ('accessToken' in credential) {
    const { user } = await authenticateAccessToken(services, credential.accessToken);
    return { SecretCode: await associateNewSecret(services, user) };
  }
  const { session, user, client } = await claimSetupSession(
    services,
    credential.session,
    'AssociateSoftwareToken',
  );
  const SecretCode = await associateNewSecret(services, user);
  const Session = await createStoredSession(services, {
    from: session.challenge as 'MFA_SETUP' | 'MFA_SETUP_ASSOCIATED',
    stage: 'MFA_SETUP_ASSOCIATED',
    user,
    client,
  });
  return { SecretCode, Session };
}

export async function verifySoftwareToken(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>,
  credential: SetupCredential,
  code: string,
): Promise<{ Status: 'SUCCESS'; Session?: string }> {
  if ('accessToken' in credential) {
    const { user } = await authenticateAccessToken(services, credential.accessToken);
    if (!(await verifyPendingCode(services, user, code))) throw enrolmentCodeMismatch();
    return { Status: 'SUCCESS' };
  }
  const { session, user, client } = await claimSetupSession(
    services,
    credential.session,
    'VerifySoftwareToken',
  );
  if (!(await verifyPendingCode(services, user, code))) {
    await releaseAfterWrongCode(services, session);
    throw enrolmentCodeMismatch();
  }
  const Session = await createStoredSession(services, {
    from: 'MFA_SETUP_ASSOCIATED',
    stage: 'MFA_SETUP_VERIFIED',
    user,
    client,
  });
  return { Status: 'SUCCESS', Session };
}

/** RespondToAuthChallenge MFA_SETUP: only a session from a right VerifySoftwareToken. */
export async function answerMfaSetup(
  services: Uses<'clock' | 'config' | 'db' | 'keys'>,
  request: { client: ClientSettings; session: string },
  responses: { USERNAME: string },
): Promise<SignInStep> {
  const { user } = await claimStoredSession(services, request.session, {
    answerer: 'RespondToAuthChallenge',
    challengeName: 'MFA_SETUP',
    clientId: request.client.ClientId,
    username: responses.USERNAME,
  });
  await updateUser(services, user.id, { totpEnabled: true, totpPreferred: true });
  return completeSignIn(services, user, request.client);
}
