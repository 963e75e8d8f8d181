import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { applyAttributeChanges } from '../services/attribute-changes.js';
import { requirePool } from '../services/pools.js';
import { defineOperation } from './define-operation.js';
import { attributeListField, clientMetadataField, tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

export const updateUserAttributes = defineOperation({
  name: 'UpdateUserAttributes',
  access: 'public',
  input: z.object({
    AccessToken: tokenField,
    UserAttributes: attributeListField,
    ClientMetadata: clientMetadataField,
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys' | 'mailer'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    const pool = await requirePool(services, user.poolId);
    const deliveries = await applyAttributeChanges(services, pool, user, input.UserAttributes, {
      allowVerificationFlags: false,
    });
    return { CodeDeliveryDetailsList: deliveries };
  },
});
