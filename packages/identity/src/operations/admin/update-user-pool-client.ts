import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ClientSettings } from '../../services/pool-settings.js';
import { describeClient, requireClientRow } from '../../services/pool-admin.js';
import { forgetCachedSettings } from '../../services/pools.js';
import { clients } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { clientIdField, poolIdField } from '../fields.js';
import { updatedClientSettings } from './client-settings.js';
import { clientSettingsInput } from './pool-fields.js';
import type { Uses } from '../../services/context.js';

/** Replaces the client's settings: as on AWS, what the request leaves out goes back to its default. */
export const updateUserPoolClient = defineOperation({
  name: 'UpdateUserPoolClient',
  access: 'admin',
  input: z.object({
    UserPoolId: poolIdField,
    ClientId: clientIdField,
    ClientName: z.string().min(1).max(128).optional(),
    ...clientSettingsInput,
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const row = await requireClientRow(services, input.UserPoolId, input.ClientId);
    const settings = updatedClientSettings(row.settings as ClientSettings, input);
    const updatedAt = services.clock.nowInMs();
    await services.db.update(clients).set({ settings, updatedAt }).where(eq(clients.id, row.id));
    forgetCachedSettings(services);
    return { UserPoolClient: describeClient({ ...row, settings, updatedAt }) };
  },
});
