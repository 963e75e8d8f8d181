import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import { applyMfaPreference, mfaSettingsInput } from '../../services/mfa-preference.js';
import { defineOperation } from '../define-operation.js';
import { poolUserInput } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

export const adminSetUserMfaPreference = defineOperation({
  name: 'AdminSetUserMFAPreference',
  access: 'admin',
  input: z.object({ ...poolUserInput, ...mfaSettingsInput }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await applyMfaPreference(services, user, input);
    return {};
  },
});
