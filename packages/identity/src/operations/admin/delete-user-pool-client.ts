import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireClientRow } from '../../services/pool-admin.js';
import { forgetCachedSettings } from '../../services/pools.js';
import { clients } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { clientIdField, poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

/**
 * The client's refresh tokens and sign-ins in progress stay stored until they expire, but
 * cannot be used: every use names the client, which no longer exists.
 */
export const deleteUserPoolClient = defineOperation({
  name: 'DeleteUserPoolClient',
  access: 'admin',
  input: z.object({ UserPoolId: poolIdField, ClientId: clientIdField }),
  async run(input, services: Uses<'db'>) {
    const row = await requireClientRow(services, input.UserPoolId, input.ClientId);
    await services.db.delete(clients).where(eq(clients.id, row.id));
    forgetCachedSettings(services);
    return {};
  },
});
