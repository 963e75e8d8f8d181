import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation.js';
import type { Uses } from '../../services/context.js';
import { identityPoolIdField } from '../fields.js';
import { deleteIdentityPool as deletePool } from '../identity-pool-store.js';

/** Its identities go with it: their ids answer ResourceNotFoundException afterwards. */
export const deleteIdentityPool = defineOperation({
  name: 'DeleteIdentityPool',
  access: 'admin',
  input: z.object({ IdentityPoolId: identityPoolIdField }),
  async run(input, services: Uses<'db'>) {
    await deletePool(services, input.IdentityPoolId);
    return {};
  },
});
