import { z } from 'zod';
import { invalidParameter } from '../../errors.js';
import type { PoolSettings } from '../../services/pool-settings.js';
import { requirePoolRow, savePoolSettings } from '../../services/pool-admin.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

const enabledFlag = z.object({ Enabled: z.boolean().optional() }).optional();

export const setUserPoolMfaConfig = defineOperation({
  name: 'SetUserPoolMfaConfig',
  access: 'admin',
  input: z.object({
    UserPoolId: poolIdField,
    MfaConfiguration: z.enum(['OFF', 'ON', 'OPTIONAL']).optional(),
    SoftwareTokenMfaConfiguration: enabledFlag,
    SmsMfaConfiguration: z.object({}).passthrough().optional(),
    EmailMfaConfiguration: z.object({}).passthrough().optional(),
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    if (input.SmsMfaConfiguration || input.EmailMfaConfiguration) {
      throw invalidParameter('Only software token MFA is available in this server.');
    }
    const row = await requirePoolRow(services, input.UserPoolId);
    const current = row.settings as PoolSettings;
    const softwareToken = {
      Enabled:
        input.SoftwareTokenMfaConfiguration?.Enabled ??
        current.SoftwareTokenMfaConfiguration?.Enabled ??
        false,
    };
    const mfa = input.MfaConfiguration ?? current.MfaConfiguration;
    if (mfa !== 'OFF' && !softwareToken.Enabled) {
      throw invalidParameter('At least one MFA method must be enabled when MFA is ON or OPTIONAL.');
    }
    await savePoolSettings(services, row.id, {
      ...current,
      MfaConfiguration: mfa,
      SoftwareTokenMfaConfiguration: softwareToken,
    });
    return { MfaConfiguration: mfa, SoftwareTokenMfaConfiguration: softwareToken };
  },
});
