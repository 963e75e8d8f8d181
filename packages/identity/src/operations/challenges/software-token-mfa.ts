import { z } from 'zod';
import { openText } from '../../crypto/secret-box.js';
import { findTotpStep } from '../../crypto/totp.js';
import { messages, notAuthorized } from '../../errors.js';
import { releaseAfterWrongCode } from '../../services/auth-sessions.js';
import {
  acceptMfaCode,
  codeMismatch,
  countWrongMfaCode,
  openMfaSession,
} from '../../services/mfa-sign-in-session.js';
import { tooManyWrongTotpCodes } from '../../services/totp-lockout.js';
import { newSignIn, tokensForStoredSignIn } from '../../services/tokens.js';
import { usernameKey } from '../../services/users.js';
import { totpCodeField } from '../fields.js';
import { readResponses, type ChallengeHandler } from './challenge-handler.js';

const responsesSchema = z.object({
  USERNAME: z.string().min(1).max(128),
  SOFTWARE_TOKEN_MFA_CODE: totpCodeField,
});

/**
 * The code is checked against the secret the session carries (see mfa-sign-in-session.ts);
 * a wrong one is counted on the session, up to the per-session cap, and on the user. A right one is accepted
 * once per user: a time step already used gets the wrong-code answer and keeps the session.
 */
export const respondToSoftwareTokenMfa: ChallengeHandler = async (services, request) => {
  const responses = readResponses(responsesSchema, request.responses);
  const session = openMfaSession(services, request.session);
  if (!session) throw notAuthorized(messages.sessionExpired);
  const key = usernameKey(responses.USERNAME);
  const secret = openText(services.secrets.dataKey, session.totpSecretSealed);
  const step = findTotpStep(secret, responses.SOFTWARE_TOKEN_MFA_CODE, services.clock.nowInMs(), 1);
  if (step === null) return countWrongMfaCode(services, session, request.client.ClientId, key);
  const signIn = newSignIn(
    services,
    { id: session.userId, poolId: request.pool.Id },
    request.client,
  );
  const result = await acceptMfaCode(services, {
    session,
    clientId: request.client.ClientId,
    usernameKey: key,
    step,
    signIn,
  });
  if (result.outcome === 'session-unusable') throw notAuthorized(messages.sessionExpired);
  if (result.outcome === 'locked') throw tooManyWrongTotpCodes();
  if (result.outcome === 'refused') {
    await releaseAfterWrongCode(services, result.session);
    throw codeMismatch();
  }
  return {
    ChallengeParameters: {},
    AuthenticationResult: await tokensForStoredSignIn(
      services,
      result.user,
      signIn,
      request.client,
    ),
  };
};
