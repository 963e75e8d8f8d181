import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import { deleteAttributes } from '../../services/attribute-changes.js';
import { defineOperation } from '../define-operation.js';
import { attributeNameListField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

export const adminDeleteUserAttributes = defineOperation({
  name: 'AdminDeleteUserAttributes',
  access: 'admin',
  input: z.object({ ...poolUserInput, UserAttributeNames: attributeNameListField }),
  async run(input, services: Uses<'clock' | 'db' | 'mailer'>) {
    const { pool, user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await deleteAttributes(services, pool, user, input.UserAttributeNames, {
      allowVerificationFlags: true,
    });
    return {};
  },
});
