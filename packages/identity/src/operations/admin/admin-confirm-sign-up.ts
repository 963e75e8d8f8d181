import { z } from 'zod';
import { notAuthorized } from '../../errors.js';
import { requirePoolUser } from '../../services/admin-users.js';
import { updateUser } from '../../services/users.js';
import { defineOperation } from '../define-operation.js';
import { clientMetadataField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

export const adminConfirmSignUp = defineOperation({
  name: 'AdminConfirmSignUp',
  access: 'admin',
  input: z.object({ ...poolUserInput, ClientMetadata: clientMetadataField }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    if (user.status !== 'UNCONFIRMED') {
      throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
    }
    await updateUser(services, user.id, { status: 'CONFIRMED' });
    return {};
  },
});
