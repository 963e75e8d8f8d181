import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import { requireClient } from '../services/pools.js';
import {
  answerMfaSetup,
  answerNewPasswordRequired,
  answerSoftwareTokenMfa,
  completeSrpSignIn,
  type SignInStep,
} from '../sign-in/index.js';
import { defineOperation } from './define-operation.js';
import {
  clientIdField,
  clientMetadataField,
  passwordField,
  readParameterMap,
  sessionField,
  totpCodeField,
} from './fields.js';
import type { Uses } from '../services/context.js';

const username = z.string().min(1).max(128);
const responseSchemas = {
  PASSWORD_VERIFIER: z.object({
    USERNAME: username,
    PASSWORD_CLAIM_SECRET_BLOCK: z.string().min(1).max(4096),
    PASSWORD_CLAIM_SIGNATURE: z.string().min(1).max(1024),
    TIMESTAMP: z.string().min(1).max(64),
  }),
  SOFTWARE_TOKEN_MFA: z.object({
    USERNAME: username,
    SOFTWARE_TOKEN_MFA_CODE: totpCodeField,
  }),
  MFA_SETUP: z.object({ USERNAME: username }),
  NEW_PASSWORD_REQUIRED: z.object({ USERNAME: username, NEW_PASSWORD: passwordField }),
};

type ChallengeName = keyof typeof responseSchemas;

const readResponses = <S extends z.ZodType>(schema: S, responses: Record<string, string>) =>
  readParameterMap(schema, responses, 'ChallengeResponses');

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
  async run(
    input,
    services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>,
  ): Promise<SignInStep> {
    const name = input.ChallengeName;
    if (!Object.hasOwn(responseSchemas, name)) {
      throw invalidParameter(`Unsupported challenge: ${name}`);
    }
    const responses = input.ChallengeResponses ?? {};
    const { pool, client } = await requireClient(services, input.ClientId);
    const request = { pool, client, session: input.Session };
    switch (name as ChallengeName) {
      case 'PASSWORD_VERIFIER': {
        const answer = readResponses(responseSchemas.PASSWORD_VERIFIER, responses);
        return completeSrpSignIn(services, input.Session, pool, client, answer);
      }
      case 'SOFTWARE_TOKEN_MFA':
        return answerSoftwareTokenMfa(
          services,
          request,
          readResponses(responseSchemas.SOFTWARE_TOKEN_MFA, responses),
        );
      case 'MFA_SETUP':
        return answerMfaSetup(
          services,
          request,
          readResponses(responseSchemas.MFA_SETUP, responses),
        );
      case 'NEW_PASSWORD_REQUIRED':
        return answerNewPasswordRequired(services, request, {
          ...responses,
          ...readResponses(responseSchemas.NEW_PASSWORD_REQUIRED, responses),
        });
    }
  },
});
