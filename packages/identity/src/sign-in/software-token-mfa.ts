import { openText } from '../crypto/secret-box.js';
import { findTotpStep } from '../crypto/totp.js';
import { messages, notAuthorized } from '../errors.js';
import type { Uses } from '../services/context.js';
import type { ClientSettings, PoolSettings } from '../services/pool-settings.js';
import { newSignIn, tokensForStoredSignIn } from '../services/tokens.js';
import { usernameKey } from '../services/users.js';
import type { SignInStep } from './next-step.js';
import { tooManyWrongTotpCodes, totpCodeMismatch } from './rules.js';
import { acceptMfaCode, countWrongMfaCode, releaseAfterWrongCode } from './statements.js';

/** The Session's parts (next-step.ts makes it): the stored session's token and the hint. */
function openMfaSession(services: Uses<'secrets'>, session: string) {
  const separator = session.indexOf('.');
  if (separator <= 0) return null;
  const token = session.slice(0, separator);
  try {
    const sealed = session.slice(separator + 1);
    const hint = JSON.parse(openText(services.secrets.dataKey, sealed, token)) as {
      u?: unknown;
      t?: unknown;
    };
    if (typeof hint.u !== 'string' || typeof hint.t !== 'string') return null;
    return { token, userId: hint.u, totpSecretSealed: hint.t };
  } catch {
    return null;
  }
}

/**
 * RespondToAuthChallenge SOFTWARE_TOKEN_MFA. The code is checked against the secret the
 * session carries, before any database work. A wrong one is counted on the session and on the
 * user; a right one is accepted once per user in one statement that also stores the refresh
 * token. A time step already used gets the wrong-code answer and gives the session back.
 */
export async function answerSoftwareTokenMfa(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>,
  request: { pool: PoolSettings; client: ClientSettings; session: string },
  responses: { USERNAME: string; SOFTWARE_TOKEN_MFA_CODE: string },
): Promise<SignInStep> {
  const session = openMfaSession(services, request.session);
  if (!session) throw notAuthorized(messages.sessionExpired);
  const key = usernameKey(responses.USERNAME);
  const secret = openText(services.secrets.dataKey, session.totpSecretSealed);
  const step = findTotpStep(secret, responses.SOFTWARE_TOKEN_MFA_CODE, services.clock.nowInMs(), 1);
  const clientId = request.client.ClientId;
  if (step === null) {
    const outcome = await countWrongMfaCode(services, {
      sessionToken: session.token,
      userId: session.userId,
      clientId,
      name: responses.USERNAME,
      usernameKey: key,
    });
    if (outcome === 'counted') throw totpCodeMismatch();
    if (outcome === 'locked') throw tooManyWrongTotpCodes();
    throw notAuthorized(messages.sessionExpired);
  }
  const signIn = newSignIn(
    services,
    { id: session.userId, poolId: request.pool.Id },
    request.client,
  );
  const result = await acceptMfaCode(services, {
    sessionToken: session.token,
    userId: session.userId,
    totpSecretSealed: session.totpSecretSealed,
    clientId,
    name: responses.USERNAME,
    usernameKey: key,
    step,
    signIn,
  });
  if (result.outcome === 'session-unusable') throw notAuthorized(messages.sessionExpired);
  if (result.outcome === 'locked') throw tooManyWrongTotpCodes();
  if (result.outcome === 'refused') {
    await releaseAfterWrongCode(services, result.session);
    throw totpCodeMismatch();
  }
  return {
    ChallengeParameters: {},
    AuthenticationResult: await tokensForStoredSignIn(
      services,
      result.user,
      signIn,
      request.client,
      result.memberGroups,
    ),
  };
}
