import { z } from 'zod';
import { declareAttributes } from '../../services/pool-schema.js';
import type { PoolSettings } from '../../services/pool-settings.js';
import { requirePoolRow, savePoolSettings } from '../../services/pool-admin.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import { schemaAttributeInput } from './pool-fields.js';
import type { Uses } from '../../services/context.js';

/** Custom attributes can be added, never changed or removed (no operation does either). */
export const addCustomAttributes = defineOperation({
  name: 'AddCustomAttributes',
  access: 'admin',
  input: z.object({
    UserPoolId: poolIdField,
    CustomAttributes: z.array(schemaAttributeInput).min(1).max(25),
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const row = await requirePoolRow(services, input.UserPoolId);
    const current = row.settings as PoolSettings;
    const { Schema } = declareAttributes(input.CustomAttributes, current, { standard: false });
    await savePoolSettings(services, row.id, { ...current, Schema });
    return {};
  },
});
