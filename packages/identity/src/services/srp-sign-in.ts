import { randomBytes } from 'node:crypto';
import { timingSafeEqualText } from '../crypto/random.js';
import { openText, sealText } from '../crypto/secret-box.js';
import { isAcceptableClientPublicA, parseSrpTimestamp } from '../crypto/srp.js';
import { invalidParameter, notAuthorized } from '../errors.js';
import { createAuthSession, type AuthSession } from './auth-sessions.js';
import type { Services } from './context.js';
import { passwordSuccessWrite } from './lockout.js';
import { srpPoolName, type ClientSettings, type PoolSettings } from './pool-settings.js';
import { continueAfterPassword, type SignInStep } from './sign-in-steps.js';
import { simulatedIdentity } from './simulated-user.js';
import { unknownUserError } from './user-existence.js';
import { findUser, usernameKey, type UserRecord } from './users.js';

/** How far the client's TIMESTAMP may be from the server clock. */
const timestampToleranceInMs = 5 * 60_000;

/** InitiateAuth USER_SRP_AUTH: the PASSWORD_VERIFIER challenge, real or simulated. */
export async function startSrpSignIn(
  services: Services,
  pool: PoolSettings,
  client: ClientSettings,
  username: string,
  clientPublicAHex: string,
): Promise<SignInStep> {
  if (!isAcceptableClientPublicA(clientPublicAHex)) throw invalidParameter('SRP_A is not valid.');
  const user = await findUser(services, pool.Id, username);
  if (!user && client.PreventUserExistenceErrors !== 'ENABLED') {
    throw unknownUserError(client, notAuthorized());
  }
  const identity = user
    ? { saltHex: user.srpSalt, userIdForSrp: user.username, verifierHex: user.srpVerifier }
    : simulatedIdentity(services, pool.Id, username);
  const server = await services.srp.createServerEphemeral(identity.verifierHex);
  const secretBlock = randomBytes(64).toString('base64');
  const Session = await createAuthSession(services, {
    userId: user?.id ?? null,
    poolId: pool.Id,
    client,
    stage: 'PASSWORD_VERIFIER',
    state: {
      clientPublicAHex,
      publicBHex: server.publicBHex,
      secretBSealed: sealText(services.secrets.dataKey, server.secretBHex),
      secretBlock,
      userIdForSrp: identity.userIdForSrp,
    },
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session,
    ChallengeParameters: {
      SALT: identity.saltHex,
      SRP_B: server.publicBHex,
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
 * RespondToAuthChallenge PASSWORD_VERIFIER; the session is spent whatever the outcome. The
 * session, its user and the counted attempt come from one statement
 * (claimPasswordVerifierSession); a simulated session has no user.
 */
export async function completeSrpSignIn(
  services: Services,
  claim: { session: AuthSession; user: UserRecord | undefined },
  pool: PoolSettings,
  client: ClientSettings,
  responses: PasswordClaimResponses,
): Promise<SignInStep> {
  const state = claim.session.state;
  const user = claim.user;
  const claimMatches = await services.srp.verifyPasswordClaim({
    poolName: srpPoolName(pool.Id),
    userIdForSrp: state.userIdForSrp ?? '',
    verifierHex: user?.srpVerifier ?? services.secrets.simulatedVerifierHex,
    clientPublicAHex: state.clientPublicAHex ?? '',
    server: {
      publicBHex: state.publicBHex ?? '',
      secretBHex: openText(services.secrets.dataKey, state.secretBSealed ?? ''),
    },
    secretBlockBase64: responses.PASSWORD_CLAIM_SECRET_BLOCK,
    timestamp: responses.TIMESTAMP,
    signatureBase64: responses.PASSWORD_CLAIM_SIGNATURE,
  });
  const sameUser = usernameKey(responses.USERNAME) === usernameKey(state.userIdForSrp ?? '');
  const sameBlock = timingSafeEqualText(
    responses.PASSWORD_CLAIM_SECRET_BLOCK,
    state.secretBlock ?? '',
  );
  if (
    !user ||
    !claimMatches ||
    !sameUser ||
    !sameBlock ||
    !isFresh(services, responses.TIMESTAMP)
  ) {
    throw notAuthorized();
  }
  const success = passwordSuccessWrite(services, user.id);
  return continueAfterPassword(services, user, pool, client, success);
}
