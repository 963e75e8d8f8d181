import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { toAttributeList } from '../services/attributes.js';
import { mfaSettingsOf } from '../services/mfa-settings.js';
import { defineOperation } from './define-operation.js';
import { tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

export const getUser = defineOperation({
  name: 'GetUser',
  access: 'public',
  input: z.object({ AccessToken: tokenField }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    return {
      Username: user.username,
      UserAttributes: toAttributeList(user.id, user.attributes),
      ...mfaSettingsOf(user),
    };
  },
});
