import { z } from 'zod';
import { CognitoError } from '../../errors.js';
import { claimAuthSession, releaseAfterWrongCode } from '../../services/auth-sessions.js';
import { completeSignIn } from '../../services/sign-in-steps.js';
import { verifyCurrentCode } from '../../services/totp-factor.js';
import { totpCodeField } from '../fields.js';
import { readResponses, sessionUser, type ChallengeHandler } from './challenge-handler.js';

const responsesSchema = z.object({
  USERNAME: z.string().min(1).max(128),
  SOFTWARE_TOKEN_MFA_CODE: totpCodeField,
});

/** Wrong codes keep the session for another try, up to the per-session cap. */
export const respondToSoftwareTokenMfa: ChallengeHandler = async (services, request) => {
  const responses = readResponses(responsesSchema, request.responses);
  const session = await claimAuthSession(services, request.session, {
    clientId: request.client.ClientId,
    stages: ['SOFTWARE_TOKEN_MFA'],
  });
  const user = await sessionUser(services, session, responses.USERNAME);
  if (!(await verifyCurrentCode(services, user, responses.SOFTWARE_TOKEN_MFA_CODE))) {
    await releaseAfterWrongCode(services, session);
    throw new CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');
  }
  return completeSignIn(services, user, request.client);
};
