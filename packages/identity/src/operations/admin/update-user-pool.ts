import { z } from 'zod';
import type { PoolSettings } from '../../services/pool-settings.js';
import { requirePoolRow, savePoolSettings } from '../../services/pool-admin.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import { poolSettingsInput } from './pool-fields.js';
import { assertFeaturesInTier, poolOptions, poolOptionsInput } from './pool-options.js';
import type { Uses } from '../../services/context.js';

export const updateUserPool = defineOperation({
  name: 'UpdateUserPool',
  access: 'admin',
  input: z.object({ UserPoolId: poolIdField, ...poolSettingsInput, ...poolOptionsInput }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const row = await requirePoolRow(services, input.UserPoolId);
    const current = row.settings as PoolSettings;
    const { UserPoolId: _id, Policies, ...rest } = input;
    const defined = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined),
    );
    const settings: PoolSettings = {
      ...current,
      ...defined,
      ...poolOptions(rest),
      Policies: {
        PasswordPolicy: { ...current.Policies.PasswordPolicy, ...Policies?.PasswordPolicy },
      },
    };
    assertFeaturesInTier(settings);
    await savePoolSettings(services, row.id, settings);
    return {};
  },
});
