import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { revokeAllTokens } from '../services/tokens.js';
import { defineOperation } from './define-operation.js';
import { tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

export const globalSignOut = defineOperation({
  name: 'GlobalSignOut',
  access: 'public',
  input: z.object({ AccessToken: tokenField }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    await revokeAllTokens(services, user.id);
    return {};
  },
});
