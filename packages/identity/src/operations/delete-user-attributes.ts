import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { deleteAttributes } from '../services/attribute-changes.js';
import { requirePool } from '../services/pools.js';
import { defineOperation } from './define-operation.js';
import { attributeNameListField, tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

export const deleteUserAttributes = defineOperation({
  name: 'DeleteUserAttributes',
  access: 'public',
  input: z.object({ UserAttributeNames: attributeNameListField, AccessToken: tokenField }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys' | 'mailer'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    const pool = await requirePool(services, user.poolId);
    await deleteAttributes(services, pool, user, input.UserAttributeNames, {
      allowVerificationFlags: false,
    });
    return {};
  },
});
