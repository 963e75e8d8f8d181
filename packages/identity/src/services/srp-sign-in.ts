import { randomBytes } from 'node:crypto';
import { timingSafeEqualText } from '../crypto/random.js';
import {
  isAcceptableClientPublicA,
  parseSrpTimestamp,
  verifyClaimSignature,
} from '../crypto/srp.js';
import { invalidParameter, messages, notAuthorized } from '../errors.js';
import { assertAccountCanSignIn } from './account-state.js';
import { sweepExpiredSessions } from './auth-sessions.js';
import type { Services } from './context.js';
import {
  answerPasswordVerifier,
  openPasswordVerifierSession,
  sealPasswordVerifierSession,
} from './password-verifier-session.js';
import { srpPoolName, type ClientSettings, type PoolSettings } from './pool-settings.js';
import {
  challengeStep,
  continueAfterPassword,
  stepAfterPassword,
  type SignInStep,
} from './sign-in-steps.js';
import { simulatedIdentity } from './simulated-user.js';
import { unknownUserError } from './user-existence.js';
import { findUser, usernameKey } from './users.js';

/** How far the client's TIMESTAMP may be from the server clock. */
const timestampToleranceInMs = 5 * 60_000;

/**
 * InitiateAuth USER_SRP_AUTH: the PASSWORD_VERIFIER challenge, real or simulated. One read of
 * the user and no write: the server's whole SRP share (B and the key K the answer must be
 * signed with) is computed now and sealed into the Session (password-verifier-session.ts).
 */
export async function startSrpSignIn(
  services: Services,
  pool: PoolSettings,
  client: ClientSettings,
  username: string,
  clientPublicAHex: string,
): Promise<SignInStep> {
  if (!isAcceptableClientPublicA(clientPublicAHex)) throw invalidParameter('SRP_A is not valid.');
  const simulated = simulatedIdentity(services, pool.Id, username);
  const user = await findUser(services, pool.Id, username);
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
  const secretBlock = randomBytes(64).toString('base64');
  const session = sealPasswordVerifierSession(services, {
    clientId: client.ClientId,
    expiresAt: services.clock.nowInMs() + client.AuthSessionValidity * 60_000,
    userId: user?.id ?? null,
    userIdForSrp: identity.userIdForSrp,
    passwordKey: challenge.passwordKeyBase64,
    secretBlock,
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
      SECRET_BLOCK: secretBlock,
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
}

function isFresh(services: Services, timestamp: string): boolean {
  const parsed = parseSrpTimestamp(timestamp);
  if (!parsed) return false;
  return Math.abs(parsed.getTime() - services.clock.nowInMs()) <= timestampToleranceInMs;
}

/**
 * RespondToAuthChallenge PASSWORD_VERIFIER. The claim is checked first (no exponentiation: K came
 * sealed in the session); then one statement spends the session whatever the outcome, counts
 * the attempt or clears the failures, and stores the next step's session if the user's state
 * still matches the plan made at InitiateAuth (otherwise the next step is made from the user as
 * the statement read it). The refusals come in Cognito's order: session, account, lockout,
 * password.
 */
export async function completeSrpSignIn(
  services: Services,
  sessionText: string,
  pool: PoolSettings,
  client: ClientSettings,
  responses: PasswordClaimResponses,
): Promise<SignInStep> {
  const session = openPasswordVerifierSession(services, sessionText);
  const now = services.clock.nowInMs();
  if (!session || session.state.clientId !== client.ClientId || session.state.expiresAt <= now) {
    throw notAuthorized(messages.sessionExpired);
  }
  const { state } = session;
  const passwordRight =
    verifyClaimSignature(Buffer.from(state.passwordKey, 'base64'), {
      poolName: srpPoolName(pool.Id),
      userIdForSrp: state.userIdForSrp,
      secretBlockBase64: responses.PASSWORD_CLAIM_SECRET_BLOCK,
      timestamp: responses.TIMESTAMP,
      signatureBase64: responses.PASSWORD_CLAIM_SIGNATURE,
    }) &&
    usernameKey(responses.USERNAME) === usernameKey(state.userIdForSrp) &&
    timingSafeEqualText(responses.PASSWORD_CLAIM_SECRET_BLOCK, state.secretBlock) &&
    isFresh(services, responses.TIMESTAMP);
  // The next step as planned from the state at InitiateAuth; tokens are not stored ahead.
  const step = state.planned && stepAfterPassword(state.planned, pool);
  const plannedStage = step === 'TOKENS' ? null : step;
  await sweepExpiredSessions(services, now);
  const outcome = await answerPasswordVerifier(services, {
    session,
    poolId: pool.Id,
    client,
    passwordRight,
    plannedStage,
  });
  const { user } = outcome;
  if (!user) throw notAuthorized();
  if (!outcome.spent) throw notAuthorized(messages.sessionExpired);
  assertAccountCanSignIn(user, now);
  if (!outcome.counted) throw notAuthorized(messages.passwordAttemptsExceeded);
  if (!outcome.signedIn) throw notAuthorized();
  if (outcome.nextSession && plannedStage) {
    return challengeStep(services, plannedStage, outcome.nextSession, user);
  }
  return continueAfterPassword(services, user, pool, client);
}
