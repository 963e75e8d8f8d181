import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation.js';
import type { Uses } from '../../services/context.js';
import { identityPoolSettingsFields } from '../fields.js';
import { insertIdentityPool } from '../identity-pool-store.js';

/** In the region of the request's SigV4 scope; the settings are kept and described as given. */
export const createIdentityPool = defineOperation({
  name: 'CreateIdentityPool',
  access: 'admin',
  input: z.object(identityPoolSettingsFields),
  async run(input, services: Uses<'clock' | 'db'>, request) {
    return insertIdentityPool(services, request.region, input);
  },
});
