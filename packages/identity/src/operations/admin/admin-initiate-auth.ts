import { z } from 'zod';
import { requireClientOfPool } from '../../services/pool-client.js';
import { startAuthFlow } from '../auth-flows.js';
import { defineOperation } from '../define-operation.js';
import { authFlowField, clientIdField, clientMetadataField, poolIdField } from '../fields.js';
import { analyticsMetadataField, contextDataField } from './admin-fields.js';
import type { Uses } from '../../services/context.js';
import { adminEventContext } from '../../services/event-context.js';

/** Server-side sign-in: the same flows, rules and sessions as InitiateAuth (auth-flows.ts). */
export const adminInitiateAuth = defineOperation({
  name: 'AdminInitiateAuth',
  access: 'admin',
  input: z.object({
    UserPoolId: poolIdField,
    ClientId: clientIdField,
    AuthFlow: authFlowField,
    AuthParameters: z.record(z.string(), z.string()).optional(),
    ClientMetadata: clientMetadataField,
    AnalyticsMetadata: analyticsMetadataField,
    ContextData: contextDataField,
  }),
  async run(
    input,
    services: Uses<'clock' | 'config' | 'db' | 'keys' | 'log' | 'secrets' | 'srp'>,
    request,
  ) {
    const { pool, client } = await requireClientOfPool(services, input.UserPoolId, input.ClientId);
    return startAuthFlow(services, {
      operation: 'AdminInitiateAuth',
      pool,
      client,
      authFlow: input.AuthFlow,
      authParameters: input.AuthParameters,
      context: adminEventContext(request, input.ContextData),
    });
  },
});
