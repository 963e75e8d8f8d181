import { z } from 'zod';
import { completeSrpSignIn } from '../../services/srp-sign-in.js';
import { readResponses, type ChallengeHandler } from './challenge-handler.js';

const responsesSchema = z.object({
  USERNAME: z.string().min(1).max(128),
  PASSWORD_CLAIM_SECRET_BLOCK: z.string().min(1).max(4096),
  PASSWORD_CLAIM_SIGNATURE: z.string().min(1).max(1024),
  TIMESTAMP: z.string().min(1).max(64),
});

export const respondToPasswordVerifier: ChallengeHandler = async (services, request) => {
  const responses = readResponses(responsesSchema, request.responses);
  return completeSrpSignIn(services, request.session, request.pool, request.client, responses);
};
