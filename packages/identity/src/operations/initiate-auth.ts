import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import { allowsAuthFlow } from '../services/pool-settings.js';
import { requireClient } from '../services/pools.js';
import { refreshTokensFor } from '../services/tokens.js';
import { passwordSignIn, startSrpSignIn } from '../sign-in/index.js';
import { defineOperation } from './define-operation.js';
import {
  authFlowField,
  clientIdField,
  clientMetadataField,
  passwordField,
  readParameterMap,
  tokenField,
  usernameField,
} from './fields.js';
import type { Uses } from '../services/context.js';

const parameters = {
  USER_SRP_AUTH: z.object({ USERNAME: usernameField, SRP_A: z.string().min(1).max(2048) }),
  USER_PASSWORD_AUTH: z.object({ USERNAME: usernameField, PASSWORD: passwordField }),
  REFRESH_TOKEN_AUTH: z.object({ REFRESH_TOKEN: tokenField }),
};

const readParameters = <S extends z.ZodType>(schema: S, value?: Record<string, string>) =>
  readParameterMap(schema, value, 'AuthParameters');

export const initiateAuth = defineOperation({
  name: 'InitiateAuth',
  access: 'public',
  input: z.object({
    AuthFlow: authFlowField,
    ClientId: clientIdField,
    AuthParameters: z.record(z.string(), z.string()).optional(),
    ClientMetadata: clientMetadataField,
    Session: z.string().max(2048).optional(),
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets' | 'srp'>) {
    const { pool, client } = await requireClient(services, input.ClientId);
    const flow = input.AuthFlow === 'REFRESH_TOKEN' ? 'REFRESH_TOKEN_AUTH' : input.AuthFlow;
    if (
      flow !== 'USER_SRP_AUTH' &&
      flow !== 'USER_PASSWORD_AUTH' &&
      flow !== 'REFRESH_TOKEN_AUTH'
    ) {
      throw invalidParameter('Initiate Auth method not supported');
    }
    if (!allowsAuthFlow(client, flow))
      throw invalidParameter(`${flow} flow not enabled for this client`);
    if (flow === 'USER_SRP_AUTH') {
      const { USERNAME, SRP_A } = readParameters(parameters.USER_SRP_AUTH, input.AuthParameters);
      return startSrpSignIn(services, pool, client, USERNAME, SRP_A);
    }
    if (flow === 'USER_PASSWORD_AUTH') {
      const { USERNAME, PASSWORD } = readParameters(
        parameters.USER_PASSWORD_AUTH,
        input.AuthParameters,
      );
      return passwordSignIn(services, pool, client, USERNAME, PASSWORD);
    }
    const { REFRESH_TOKEN } = readParameters(parameters.REFRESH_TOKEN_AUTH, input.AuthParameters);
    const tokens = await refreshTokensFor(services, REFRESH_TOKEN, client);
    return { ChallengeParameters: {}, AuthenticationResult: tokens };
  },
});
