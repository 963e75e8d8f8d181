import { z } from 'zod';
import { CognitoError } from '../errors.js';
import { assertClientSecret } from '../services/client-secret.js';
import { requireClient } from '../services/pools.js';
import { revokeRefreshToken } from '../services/tokens.js';
import { defineOperation } from './define-operation.js';
import { clientIdField, tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

/** Unknown refresh tokens are accepted silently, so the answer says nothing about them. */
export const revokeToken = defineOperation({
  name: 'RevokeToken',
  access: 'public',
  input: z.object({
    ClientId: clientIdField,
    Token: tokenField,
    ClientSecret: z.string().max(64).optional(),
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const { client } = await requireClient(services, input.ClientId);
    assertClientSecret(client, input.ClientSecret, 'UnauthorizedException');
    if (input.Token.split('.').length === 3) {
      throw new CognitoError('UnsupportedTokenTypeException', 'Unsupported token type.');
    }
    await revokeRefreshToken(services, input.Token, input.ClientId);
    return {};
  },
});
