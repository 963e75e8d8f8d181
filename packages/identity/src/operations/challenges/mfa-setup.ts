import { z } from 'zod';
import { claimAuthSession } from '../../services/auth-sessions.js';
import { completeSignIn } from '../../services/sign-in-steps.js';
import { updateUser } from '../../services/users.js';
import { readResponses, sessionUser, type ChallengeHandler } from './challenge-handler.js';

const responsesSchema = z.object({ USERNAME: z.string().min(1).max(128) });

/** Only a session returned by a successful VerifySoftwareToken satisfies MFA_SETUP. */
export const respondToMfaSetup: ChallengeHandler = async (services, request) => {
  const responses = readResponses(responsesSchema, request.responses);
  const session = await claimAuthSession(services, request.session, {
    clientId: request.client.ClientId,
    stages: ['MFA_SETUP_VERIFIED'],
  });
  const user = await sessionUser(services, session, responses.USERNAME);
  await updateUser(services, user.id, { totpEnabled: true, totpPreferred: true });
  return completeSignIn(services, user, request.client);
};
