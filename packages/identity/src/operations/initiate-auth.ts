import { z } from 'zod';
import { requireClient } from '../services/pools.js';
import { startAuthFlow } from './auth-flows.js';
import { defineOperation } from './define-operation.js';
import { publicEventContext } from '../services/event-context.js';
import {
  authFlowField,
  clientIdField,
  clientMetadataField,
  userContextDataField,
} from './fields.js';
import type { Uses } from '../services/context.js';

export const initiateAuth = defineOperation({
  name: 'InitiateAuth',
  access: 'public',
  input: z.object({
    AuthFlow: authFlowField,
    ClientId: clientIdField,
    AuthParameters: z.record(z.string(), z.string()).optional(),
    ClientMetadata: clientMetadataField,
    Session: z.string().max(2048).optional(),
    UserContextData: userContextDataField,
  }),
  async run(
    input,
    services: Uses<'clock' | 'config' | 'db' | 'keys' | 'log' | 'secrets' | 'srp'>,
    request,
  ) {
    const { pool, client } = await requireClient(services, input.ClientId);
    return startAuthFlow(services, {
      operation: 'InitiateAuth',
      pool,
      client,
      authFlow: input.AuthFlow,
      authParameters: input.AuthParameters,
      context: publicEventContext(request, client, input.UserContextData),
    });
  },
});
