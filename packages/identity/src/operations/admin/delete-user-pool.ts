import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invalidParameter } from '../../errors.js';
import type { PoolSettings } from '../../services/pool-settings.js';
import { requirePoolRow } from '../../services/pool-admin.js';
import { forgetCachedSettings } from '../../services/pools.js';
import { pools } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

/**
 * Clients, users and everything of theirs (codes, sessions, refresh tokens) go with the pool:
 * the store's foreign keys cascade. Sign-ins of unknown names (no user row) stay until they
 * expire, unusable, as their client is gone.
 */
export const deleteUserPool = defineOperation({
  name: 'DeleteUserPool',
  access: 'admin',
  input: z.object({ UserPoolId: poolIdField }),
  async run(input, services: Uses<'db'>) {
    const row = await requirePoolRow(services, input.UserPoolId);
    if ((row.settings as PoolSettings).DeletionProtection === 'ACTIVE') {
      throw invalidParameter(
        'The user pool cannot be deleted because deletion protection is activated. Deletion protection must be inactivated first.',
      );
    }
    await services.db.delete(pools).where(eq(pools.id, row.id));
    forgetCachedSettings(services);
    return {};
  },
});
