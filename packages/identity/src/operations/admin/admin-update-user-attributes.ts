import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import { applyAttributeChanges } from '../../services/attribute-changes.js';
import { defineOperation } from '../define-operation.js';
import { attributeListField, clientMetadataField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

export const adminUpdateUserAttributes = defineOperation({
  name: 'AdminUpdateUserAttributes',
  access: 'admin',
  input: z.object({
    ...poolUserInput,
    UserAttributes: attributeListField,
    ClientMetadata: clientMetadataField,
  }),
  async run(input, services: Uses<'clock' | 'db' | 'mailer'>) {
    const { pool, user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await applyAttributeChanges(services, pool, user, input.UserAttributes, {
      allowVerificationFlags: true,
    });
    return {};
  },
});
