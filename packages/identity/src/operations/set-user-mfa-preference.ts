import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { applyMfaPreference, mfaSettingsInput } from '../services/mfa-preference.js';
import { defineOperation } from './define-operation.js';
import { tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

export const setUserMfaPreference = defineOperation({
  name: 'SetUserMFAPreference',
  access: 'public',
  input: z.object({ AccessToken: tokenField, ...mfaSettingsInput }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    await applyMfaPreference(services, user, input);
    return {};
  },
});
