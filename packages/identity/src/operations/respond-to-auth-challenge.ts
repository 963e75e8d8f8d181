import { z } from 'zod';
import { requireClient } from '../services/pools.js';
import type { SignInStep } from '../sign-in/index.js';
import { answerChallenge } from './challenge-answers.js';
import { defineOperation } from './define-operation.js';
import { publicEventContext } from '../services/event-context.js';
import {
  clientIdField,
  clientMetadataField,
  sessionField,
  userContextDataField,
} from './fields.js';
import type { Uses } from '../services/context.js';

export const respondToAuthChallenge = defineOperation({
  name: 'RespondToAuthChallenge',
  access: 'public',
  input: z.object({
    ClientId: clientIdField,
    ChallengeName: z.string().min(1).max(64),
    Session: sessionField.optional(),
    ChallengeResponses: z.record(z.string(), z.string()).optional(),
    ClientMetadata: clientMetadataField,
    UserContextData: userContextDataField,
  }),
  async run(
    input,
    services: Uses<'clock' | 'config' | 'db' | 'keys' | 'log' | 'secrets' | 'srp'>,
    request,
  ): Promise<SignInStep> {
    const { pool, client } = await requireClient(services, input.ClientId);
    return answerChallenge(services, {
      pool,
      client,
      challengeName: input.ChallengeName,
      session: input.Session,
      responses: input.ChallengeResponses,
      context: publicEventContext(request, client, input.UserContextData),
    });
  },
});
