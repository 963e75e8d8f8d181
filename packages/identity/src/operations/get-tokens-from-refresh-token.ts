import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import { assertClientSecret } from '../services/client-secret.js';
import { allowsAuthFlow } from '../services/pool-settings.js';
import { requireClient } from '../services/pools.js';
import { refreshTokensFor } from '../services/tokens.js';
import { defineOperation } from './define-operation.js';
import { clientIdField, clientMetadataField, deviceKeyField, tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

/** Refresh tokens do not rotate here, so no new RefreshToken is returned. */
export const getTokensFromRefreshToken = defineOperation({
  name: 'GetTokensFromRefreshToken',
  access: 'public',
  input: z.object({
    ClientId: clientIdField,
    RefreshToken: tokenField,
    ClientSecret: z.string().max(64).optional(),
    DeviceKey: deviceKeyField.optional(),
    ClientMetadata: clientMetadataField,
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { client } = await requireClient(services, input.ClientId);
    if (!allowsAuthFlow(client, 'REFRESH_TOKEN_AUTH')) {
      throw invalidParameter('REFRESH_TOKEN_AUTH flow not enabled for this client');
    }
    assertClientSecret(client, input.ClientSecret, 'NotAuthorizedException');
    const tokens = await refreshTokensFor(
      services,
      input.RefreshToken,
      client,
      undefined,
      input.DeviceKey,
    );
    return { AuthenticationResult: tokens };
  },
});
