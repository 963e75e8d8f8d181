import { z } from 'zod';
import { defaultPasswordPolicy, type PoolSettings } from '../../services/pool-settings.js';
import { describePool, newPoolId } from '../../services/pool-admin.js';
import { readSignInAttributes } from '../../services/sign-in-names.js';
import { pools } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { poolSettingsInput, schemaAttributeInput, signInAttributesInput } from './pool-fields.js';
import type { Uses } from '../../services/context.js';

export const createUserPool = defineOperation({
  name: 'CreateUserPool',
  access: 'admin',
  input: z.object({
    PoolName: z.string().min(1).max(128),
    ...poolSettingsInput,
    ...signInAttributesInput,
    Schema: z.array(schemaAttributeInput).max(50).optional(),
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const id = newPoolId();
    const now = services.clock.nowInMs();
    const settings: PoolSettings = {
      Id: id,
      Name: input.PoolName,
      MfaConfiguration: input.MfaConfiguration ?? 'OFF',
      SoftwareTokenMfaConfiguration: {
        Enabled: input.MfaConfiguration !== undefined && input.MfaConfiguration !== 'OFF',
      },
      AutoVerifiedAttributes: input.AutoVerifiedAttributes ?? [],
      UsernameConfiguration: { CaseSensitive: false },
      ...readSignInAttributes(input),
      Policies: { PasswordPolicy: { ...defaultPasswordPolicy, ...input.Policies?.PasswordPolicy } },
      ...(input.UserAttributeUpdateSettings
        ? { UserAttributeUpdateSettings: input.UserAttributeUpdateSettings }
        : {}),
      // Standard attributes are always available; only custom ones are kept in the schema.
      Schema: (input.Schema ?? [])
        .filter((attribute) => attribute.Name.startsWith('custom:') || !standard(attribute.Name))
        .map((attribute) => ({
          ...attribute,
          Name: attribute.Name.replace(/^custom:/, ''),
        })),
    };
    const row = { id, name: input.PoolName, settings, createdAt: now, updatedAt: now };
    await services.db.insert(pools).values(row);
    return { UserPool: describePool(row) };
  },
});

function standard(name: string) {
  return [
    'email',
    'name',
    'given_name',
    'family_name',
    'phone_number',
    'preferred_username',
  ].includes(name);
}
