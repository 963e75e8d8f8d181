import { z } from 'zod';
import { declareAttributes } from '../../services/pool-schema.js';
import { defaultPasswordPolicy, type PoolSettings } from '../../services/pool-settings.js';
import { newPoolId } from '../../services/pool-admin.js';
import { describePool } from '../../services/pool-description.js';
import { readSignInAttributes } from '../../services/sign-in-names.js';
import { pools } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { poolSettingsInput, schemaAttributeInput, signInAttributesInput } from './pool-fields.js';
import { assertFeaturesInTier, poolOptions, poolOptionsInput } from './pool-options.js';
import type { Uses } from '../../services/context.js';

export const createUserPool = defineOperation({
  name: 'CreateUserPool',
  access: 'admin',
  input: z.object({
    PoolName: z.string().min(1).max(128),
    ...poolSettingsInput,
    ...signInAttributesInput,
    ...poolOptionsInput,
    Schema: z.array(schemaAttributeInput).max(50).optional(),
  }),
  async run(input, services: Uses<'clock' | 'db'>, request) {
    const { PoolName, Schema, Policies, MfaConfiguration, AutoVerifiedAttributes, ...options } =
      input;
    const { UserAttributeUpdateSettings, UsernameAttributes, AliasAttributes, ...rest } = options;
    const id = newPoolId(request.region);
    const now = services.clock.nowInMs();
    const settings: PoolSettings = {
      Id: id,
      Name: PoolName,
      MfaConfiguration: MfaConfiguration ?? 'OFF',
      SoftwareTokenMfaConfiguration: {
        Enabled: MfaConfiguration !== undefined && MfaConfiguration !== 'OFF',
      },
      AutoVerifiedAttributes: AutoVerifiedAttributes ?? [],
      UsernameConfiguration: { CaseSensitive: false },
      Policies: { PasswordPolicy: { ...defaultPasswordPolicy, ...Policies?.PasswordPolicy } },
      ...(UserAttributeUpdateSettings ? { UserAttributeUpdateSettings } : {}),
      ...poolOptions(rest),
      ...declareAttributes(Schema ?? [], { Schema: [] }, { standard: true }),
      ...readSignInAttributes({ UsernameAttributes, AliasAttributes }),
    };
    assertFeaturesInTier(settings);
    const row = { id, name: PoolName, settings, createdAt: now, updatedAt: now };
    await services.db.insert(pools).values(row);
    return { UserPool: await describePool(services, row) };
  },
});
