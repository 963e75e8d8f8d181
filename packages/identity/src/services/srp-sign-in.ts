import { randomBytes } from 'node:crypto';
import { timingSafeEqualText } from '../crypto/random.js';
import { openText, sealText } from '../crypto/secret-box.js';
import { isAcceptableClientPublicA, parseSrpTimestamp, publicBFor } from '../crypto/srp.js';
import { invalidParameter, notAuthorized } from '../errors.js';
import type { AuthSession } from './auth-sessions.js';
import type { Services } from './context.js';
import { srpPoolName, type ClientSettings, type PoolSettings } from './pool-settings.js';
import { continueAfterPassword, type SignInStep } from './sign-in-steps.js';
import { simulatedIdentity } from './simulated-user.js';
import { unknownUserError } from './user-existence.js';
import { startSrpSession } from './srp-session-start.js';
import { usernameKey, type UserRecord } from './users.js';

/** How far the client's TIMESTAMP may be from the server clock. */
const timestampToleranceInMs = 5 * 60_000;

/**
 * InitiateAuth USER_SRP_AUTH: the PASSWORD_VERIFIER challenge, real or simulated. g^b does not
 * depend on the user, so it is made first and the user is read in the statement that stores
 * the session; B = k·v + g^b then needs no exponentiation, and the session keeps g^b so that
 * PASSWORD_VERIFIER recomputes B from the verifier current then.
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
  const serverKey = await services.srp.createServerKey();
  const secretBlock = randomBytes(64).toString('base64');
  const simulate = client.PreventUserExistenceErrors === 'ENABLED';
  const { session, user } = await startSrpSession(services, {
    poolId: pool.Id,
    client,
    username,
    simulatedUserId: simulated.userIdForSrp,
    simulate,
    state: {
      clientPublicAHex,
      serverKeyHex: serverKey.serverKeyHex,
      secretBSealed: sealText(services.secrets.dataKey, serverKey.secretBHex),
      secretBlock,
    },
  });
  if (!user && !simulate) throw unknownUserError(client, notAuthorized());
  const identity = user
    ? { saltHex: user.srpSalt, userIdForSrp: user.username, verifierHex: user.srpVerifier }
    : simulated;
  const publicBHex = publicBFor(serverKey.serverKeyHex, identity.verifierHex);
  if (publicBHex === null) throw new Error('B ≡ 0 mod N');
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: session,
    ChallengeParameters: {
      SALT: identity.saltHex,
      SRP_B: publicBHex,
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
  const verifierHex = user?.srpVerifier ?? services.secrets.simulatedVerifierHex;
  // B as sent: from g^b and the verifier, so a password changed since InitiateAuth fails here.
  const publicBHex = publicBFor(state.serverKeyHex ?? '', verifierHex) ?? '';
  const claimMatches = await services.srp.verifyPasswordClaim({
    poolName: srpPoolName(pool.Id),
    userIdForSrp: state.userIdForSrp ?? '',
    verifierHex,
    clientPublicAHex: state.clientPublicAHex ?? '',
    server: {
      publicBHex,
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
  const success = { userId: user.id };
  return continueAfterPassword(services, user, pool, client, success);
}
