import { z } from 'zod';
import { requireClientOfPool } from '../../services/pool-client.js';
import type { SignInStep } from '../../sign-in/index.js';
import { answerChallenge } from '../challenge-answers.js';
import { defineOperation } from '../define-operation.js';
import { clientIdField, clientMetadataField, poolIdField, sessionField } from '../fields.js';
import { analyticsMetadataField, contextDataField } from './admin-fields.js';
import type { Uses } from '../../services/context.js';
import { adminEventContext } from '../../services/event-context.js';

/** The same answers as RespondToAuthChallenge (challenge-answers.ts), for a client of this pool. */
export const adminRespondToAuthChallenge = defineOperation({
  name: 'AdminRespondToAuthChallenge',
  access: 'admin',
  input: z.object({
    UserPoolId: poolIdField,
    ClientId: clientIdField,
    ChallengeName: z.string().min(1).max(64),
    Session: sessionField.optional(),
    ChallengeResponses: z.record(z.string(), z.string()).optional(),
    ClientMetadata: clientMetadataField,
    AnalyticsMetadata: analyticsMetadataField,
    ContextData: contextDataField,
  }),
  async run(
    input,
    services: Uses<'clock' | 'config' | 'db' | 'keys' | 'log' | 'secrets' | 'srp'>,
    request,
  ): Promise<SignInStep> {
    const { pool, client } = await requireClientOfPool(services, input.UserPoolId, input.ClientId);
    return answerChallenge(services, {
      pool,
      client,
      challengeName: input.ChallengeName,
      session: input.Session,
      responses: input.ChallengeResponses,
      context: adminEventContext(request, input.ContextData),
    });
  },
});
