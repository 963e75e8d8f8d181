import { z } from 'zod';
import { claimAuthSessionWithUser } from '../../services/auth-sessions.js';
import { completeSignIn } from '../../services/sign-in-steps.js';
import { updateUser } from '../../services/users.js';
import { readResponses, requireSessionUser, type ChallengeHandler } from './challenge-handler.js';

const responsesSchema = z.object({ USERNAME: z.string().min(1).max(128) });

/** Only a session returned by a successful VerifySoftwareToken satisfies MFA_SETUP. */
export const respondToMfaSetup: ChallengeHandler = async (services, request) => {
  const responses = readResponses(responsesSchema, request.responses);
  const claim = await claimAuthSessionWithUser(services, request.session, {
    clientId: request.client.ClientId,
    stages: ['MFA_SETUP_VERIFIED'],
  });
  const user = requireSessionUser(claim.user, responses.USERNAME);
  await updateUser(services, user.id, { totpEnabled: true, totpPreferred: true });
  return completeSignIn(services, user, request.client);
};
