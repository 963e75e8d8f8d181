import { z } from 'zod';
import { CognitoError } from '../../errors.js';
import { claimAuthSessionWithUser, releaseAfterWrongCode } from '../../services/auth-sessions.js';
import { issueTokensIf } from '../../services/tokens.js';
import { acceptStepWrite, currentCodeStep } from '../../services/totp-factor.js';
import { totpCodeField } from '../fields.js';
import { readResponses, requireSessionUser, type ChallengeHandler } from './challenge-handler.js';

const responsesSchema = z.object({
  USERNAME: z.string().min(1).max(128),
  SOFTWARE_TOKEN_MFA_CODE: totpCodeField,
});

/** Wrong codes keep the session for another try, up to the per-session cap. */
export const respondToSoftwareTokenMfa: ChallengeHandler = async (services, request) => {
  const responses = readResponses(responsesSchema, request.responses);
  const claim = await claimAuthSessionWithUser(services, request.session, {
    clientId: request.client.ClientId,
    stages: ['SOFTWARE_TOKEN_MFA'],
  });
  const user = requireSessionUser(claim.user, responses.USERNAME);
  const step = currentCodeStep(services, user, responses.SOFTWARE_TOKEN_MFA_CODE);
  // Accepting the step and storing the refresh token are one statement: a replayed step
  // changes nothing and gets no tokens.
  const tokens =
    step === null
      ? null
      : await issueTokensIf(
          services,
          user,
          request.client,
          acceptStepWrite(services, user.id, step),
        );
  if (!tokens) {
    await releaseAfterWrongCode(services, claim.session);
    throw new CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');
  }
  return { ChallengeParameters: {}, AuthenticationResult: tokens };
};
