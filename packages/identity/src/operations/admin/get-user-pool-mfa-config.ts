import { z } from 'zod';
import type { PoolSettings } from '../../services/pool-settings.js';
import { requirePoolRow } from '../../services/pool-admin.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

export const getUserPoolMfaConfig = defineOperation({
  name: 'GetUserPoolMfaConfig',
  access: 'admin',
  input: z.object({ UserPoolId: poolIdField }),
  async run(input, services: Uses<'db'>) {
    const settings = (await requirePoolRow(services, input.UserPoolId)).settings as PoolSettings;
    return {
      MfaConfiguration: settings.MfaConfiguration,
      SoftwareTokenMfaConfiguration: settings.SoftwareTokenMfaConfiguration ?? { Enabled: false },
    };
  },
});
