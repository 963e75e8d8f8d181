import { z } from 'zod';
import { invalidParameter } from '../../errors.js';
import { generateClientSecret } from '../../services/client-secret.js';
import { describeClient, newClientId, requirePoolRow } from '../../services/pool-admin.js';
import { clients } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { clientSecretField, poolIdField } from '../fields.js';
import { clientSettingsFrom } from './client-settings.js';
import { clientSettingsInput } from './pool-fields.js';
import type { Uses } from '../../services/context.js';

export const createUserPoolClient = defineOperation({
  name: 'CreateUserPoolClient',
  access: 'admin',
  input: z.object({
    UserPoolId: poolIdField,
    ClientName: z.string().min(1).max(128),
    GenerateSecret: z.boolean().optional(),
    ClientSecret: clientSecretField.optional(),
    ...clientSettingsInput,
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    if (input.GenerateSecret && input.ClientSecret !== undefined) {
      throw invalidParameter('Cannot specify both GenerateSecret and ClientSecret.');
    }
    await requirePoolRow(services, input.UserPoolId);
    const id = newClientId();
    const now = services.clock.nowInMs();
    const settings = {
      ...clientSettingsFrom(input, {
        ClientId: id,
        ClientName: input.ClientName,
        UserPoolId: input.UserPoolId,
      }),
      ...secretOf(input),
    };
    const row = { id, poolId: input.UserPoolId, settings, createdAt: now, updatedAt: now };
    await services.db.insert(clients).values(row);
    return { UserPoolClient: describeClient(row) };
  },
});

/** A secret the administrator chose (Cognito takes one since 2025), or one made here. */
function secretOf(input: {
  GenerateSecret?: boolean | undefined;
  ClientSecret?: string | undefined;
}) {
  if (input.ClientSecret !== undefined) return { ClientSecret: input.ClientSecret };
  return input.GenerateSecret ? { ClientSecret: generateClientSecret() } : {};
}
