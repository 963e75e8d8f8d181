import { timingSafeEqualText } from '../crypto/random.js';
import {
  isAcceptableClientPublicA,
  verifyClaimSignature,
  verifyPasswordAgainstVerifier,
} from '../crypto/srp.js';
import { invalidParameter, messages, notAuthorized } from '../errors.js';
import type { Uses } from '../services/context.js';
import { srpPoolName, type ClientSettings, type PoolSettings } from '../services/pool-settings.js';
import { simulatedIdentity } from '../services/simulated-user.js';
import { unknownUserError } from '../services/user-existence.js';
import { findUser, usernameKey } from '../services/users.js';
import {
  challengeFor,
  continueAfterPassword,
  stageAfterPassword,
  type SignInStep,
} from './next-step.js';
import {
  openPasswordVerifierSession,
  sealPasswordVerifierSession,
  secretBlockOf,
  sessionInSecretBlock,
} from './password-verifier-session.js';
import { assertAccountCanSignIn, isFreshTimestamp, isPasswordAccepted } from './rules.js';
import { deviceForSignIn, deviceStandsIn } from './devices.js';
import type { PasswordFlow } from './stages.js';
import {
  answerPasswordVerifier,
  countPasswordAttempt,
  sweepExpiredSessions,
} from './statements.js';

/**
 * InitiateAuth USER_SRP_AUTH: the PASSWORD_VERIFIER challenge, real or simulated. One read of
 * the user and no write: the server's whole SRP share (B and the key K the answer must be
 * signed with) is computed now and sealed into the Session.
 */
export async function startSrpSignIn(
  services: Uses<'clock' | 'db' | 'secrets' | 'srp'>,
  pool: PoolSettings,
  client: ClientSettings,
  username: string,
  clientPublicAHex: string,
): Promise<SignInStep> {
  if (!isAcceptableClientPublicA(clientPublicAHex)) throw invalidParameter('SRP_A is not valid.');
  const simulated = simulatedIdentity(services, pool.Id, username);
  const user = await findUser(services, pool, username);
  if (!user && client.PreventUserExistenceErrors !== 'ENABLED') {
    throw unknownUserError(client, notAuthorized());
  }
  const identity = user
    ? { saltHex: user.srpSalt, userIdForSrp: user.username, verifierHex: user.srpVerifier }
    : simulated;
  const challenge = await services.srp.createPasswordChallenge({
    clientPublicAHex,
    verifierHex: identity.verifierHex,
  });
  const session = sealPasswordVerifierSession(services, {
    purpose: 'PASSWORD_VERIFIER',
    clientId: client.ClientId,
    expiresAt: services.clock.nowInMs() + client.AuthSessionValidity * 60_000,
    userId: user?.id ?? null,
    userIdForSrp: identity.userIdForSrp,
    passwordKey: challenge.passwordKeyBase64,
    srpSalt: user?.srpSalt ?? null,
    planned: user
      ? {
          status: user.status,
          totpSecretSealed: user.totpSecretSealed,
          totpEnabled: user.totpEnabled,
        }
      : null,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: session,
    ChallengeParameters: {
      SALT: identity.saltHex,
      SRP_B: challenge.publicBHex,
      SECRET_BLOCK: secretBlockOf(session),
      USER_ID_FOR_SRP: identity.userIdForSrp,
      USERNAME: identity.userIdForSrp,
    },
  };
}

export interface PasswordClaimResponses {
  USERNAME: string;
  PASSWORD_CLAIM_SECRET_BLOCK: string;
  PASSWORD_CLAIM_SIGNATURE: string;
  TIMESTAMP: string;
  DEVICE_KEY?: string | undefined;
}

/**
 * RespondToAuthChallenge PASSWORD_VERIFIER, with the Session or without it (then the session
 * is the one the secret block carries; with both, a secret block of another session is a wrong
 * answer, as it always was). The claim is checked first (no exponentiation: K
 * came sealed in the session); then one statement spends the session whatever the outcome,
 * counts the attempt or clears the failures, and stores the next stage's session if the user's
 * state still matches the plan (otherwise the next stage is made from the user as the
 * statement read it). The refusals come in Cognito's order: session, account, lockout, password.
 */
export async function completeSrpSignIn(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>,
  sessionText: string | undefined,
  pool: PoolSettings,
  client: ClientSettings,
  responses: PasswordClaimResponses,
): Promise<SignInStep> {
  const secretBlock = responses.PASSWORD_CLAIM_SECRET_BLOCK;
  const answered = sessionText ?? sessionInSecretBlock(secretBlock);
  const session = openPasswordVerifierSession(services, answered);
  const now = services.clock.nowInMs();
  if (!session || session.state.clientId !== client.ClientId || session.state.expiresAt <= now) {
    throw notAuthorized(messages.sessionExpired);
  }
  const { state } = session;
  const passwordRight =
    verifyClaimSignature(Buffer.from(state.passwordKey, 'base64'), {
      poolName: srpPoolName(pool.Id),
      userIdForSrp: state.userIdForSrp,
      secretBlockBase64: secretBlock,
      timestamp: responses.TIMESTAMP,
      signatureBase64: responses.PASSWORD_CLAIM_SIGNATURE,
    }) &&
    usernameKey(responses.USERNAME) === usernameKey(state.userIdForSrp) &&
    timingSafeEqualText(secretBlock, secretBlockOf(answered)) &&
    isFreshTimestamp(now, responses.TIMESTAMP);
  // A right answer naming a device the user does not have is refused before the session is
  // spent: Amplify forgets its device and answers the same session again (devices.ts).
  const device =
    passwordRight && state.userId !== null
      ? await deviceForSignIn(services, pool, state.userId, responses.DEVICE_KEY)
      : null;
  // The next stage as planned from the state at InitiateAuth; tokens are not stored ahead,
  // nor is a stage a remembered device may stand in for (continueAfterPassword decides).
  const planned = state.planned && stageAfterPassword(state.planned, pool);
  const plannedStage =
    planned === 'TOKENS' || (planned && deviceStandsIn(pool, device, planned)) ? null : planned;
  await sweepExpiredSessions(services, now);
  const outcome = await answerPasswordVerifier(services, {
    sessionId: session.id,
    sessionExpiresAt: state.expiresAt,
    poolId: pool.Id,
    client,
    userId: state.userId,
    passwordRight,
    srpSalt: state.srpSalt,
    plannedStage,
    planned: state.planned,
  });
  const { user } = outcome;
  if (!user) throw notAuthorized();
  if (!outcome.spent) throw notAuthorized(messages.sessionExpired);
  assertAccountCanSignIn(user, now);
  if (!outcome.counted) throw notAuthorized(messages.passwordAttemptsExceeded);
  if (!isPasswordAccepted(passwordRight, user.srpSalt, state.srpSalt)) throw notAuthorized();
  if (outcome.nextSession && plannedStage) {
    return challengeFor(services, plannedStage, outcome.nextSession, user);
  }
  return continueAfterPassword(
    services,
    'PASSWORD_VERIFIER',
    user,
    pool,
    client,
    undefined,
    device,
  );
}

/**
 * InitiateAuth USER_PASSWORD_AUTH and AdminInitiateAuth ADMIN_USER_PASSWORD_AUTH, the same
 * rules for both; an unknown user costs the same verifier computation.
 */
export async function passwordSignIn(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>,
  flow: PasswordFlow,
  pool: PoolSettings,
  client: ClientSettings,
  username: string,
  password: string,
  deviceKey?: string,
): Promise<SignInStep> {
  const poolName = srpPoolName(pool.Id);
  const user = await findUser(services, pool, username);
  if (!user) {
    const simulated = simulatedIdentity(services, pool.Id, username);
    await countPasswordAttempt(services, simulated.userIdForSrp);
    verifyPasswordAgainstVerifier(poolName, simulated.userIdForSrp, password, simulated);
    throw unknownUserError(client, notAuthorized());
  }
  assertAccountCanSignIn(user, services.clock.nowInMs());
  if (!(await countPasswordAttempt(services, user.id))) {
    throw notAuthorized(messages.passwordAttemptsExceeded);
  }
  const verifier = { saltHex: user.srpSalt, verifierHex: user.srpVerifier };
  if (!verifyPasswordAgainstVerifier(poolName, user.username, password, verifier)) {
    throw notAuthorized();
  }
  const device = await deviceForSignIn(services, pool, user.id, deviceKey);
  return continueAfterPassword(services, flow, user, pool, client, { userId: user.id }, device);
}
