import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import { requireClient } from '../services/pools.js';
import { defineOperation } from './define-operation.js';
import { clientIdField, clientMetadataField, sessionField } from './fields.js';
import { respondToMfaSetup } from './challenges/mfa-setup.js';
import { respondToNewPasswordRequired } from './challenges/new-password-required.js';
import { respondToPasswordVerifier } from './challenges/password-verifier.js';
import { respondToSoftwareTokenMfa } from './challenges/software-token-mfa.js';
import type { ChallengeHandler } from './challenges/challenge-handler.js';

const handlers: Record<string, ChallengeHandler> = {
  PASSWORD_VERIFIER: respondToPasswordVerifier,
  SOFTWARE_TOKEN_MFA: respondToSoftwareTokenMfa,
  MFA_SETUP: respondToMfaSetup,
  NEW_PASSWORD_REQUIRED: respondToNewPasswordRequired,
};

export const respondToAuthChallenge = defineOperation({
  name: 'RespondToAuthChallenge',
  access: 'public',
  input: z.object({
    ClientId: clientIdField,
    ChallengeName: z.string().min(1).max(64),
    Session: sessionField,
    ChallengeResponses: z.record(z.string(), z.string()).optional(),
    ClientMetadata: clientMetadataField,
  }),
  async run(input, services) {
    const handler = handlers[input.ChallengeName];
    if (!handler) throw invalidParameter(`Unsupported challenge: ${input.ChallengeName}`);
    const { pool, client } = await requireClient(services, input.ClientId);
    return handler(services, {
      pool,
      client,
      session: input.Session,
      responses: input.ChallengeResponses ?? {},
    });
  },
});
