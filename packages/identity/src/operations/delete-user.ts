import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { deleteUserRecord } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import { tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

export const deleteUser = defineOperation({
  name: 'DeleteUser',
  access: 'public',
  input: z.object({ AccessToken: tokenField }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    await deleteUserRecord(services, user.id);
    return {};
  },
});
