import { z } from 'zod';
import { generateClientSecret } from '../../services/client-secret.js';
import type { ClientSettings } from '../../services/pool-settings.js';
import { describeClient, newClientId, requirePoolRow } from '../../services/pool-admin.js';
import { clients } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import { clientSettingsInput } from './pool-fields.js';
import type { Uses } from '../../services/context.js';

export const createUserPoolClient = defineOperation({
  name: 'CreateUserPoolClient',
  access: 'admin',
  input: z.object({
    UserPoolId: poolIdField,
    ClientName: z.string().min(1).max(128),
    GenerateSecret: z.boolean().optional(),
    ...clientSettingsInput,
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    await requirePoolRow(services, input.UserPoolId);
    const id = newClientId();
    const now = services.clock.nowInMs();
    const settings: ClientSettings = {
      ClientId: id,
      ClientName: input.ClientName,
      UserPoolId: input.UserPoolId,
      ExplicitAuthFlows: input.ExplicitAuthFlows ?? [
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
      PreventUserExistenceErrors: input.PreventUserExistenceErrors ?? 'ENABLED',
      EnableTokenRevocation: input.EnableTokenRevocation ?? true,
      AuthSessionValidity: input.AuthSessionValidity ?? 3,
      AccessTokenValidity: input.AccessTokenValidity ?? 60,
      IdTokenValidity: input.IdTokenValidity ?? 60,
      RefreshTokenValidity: input.RefreshTokenValidity ?? 30,
      TokenValidityUnits: {
        AccessToken: input.TokenValidityUnits?.AccessToken ?? 'minutes',
        IdToken: input.TokenValidityUnits?.IdToken ?? 'minutes',
        RefreshToken: input.TokenValidityUnits?.RefreshToken ?? 'days',
      },
      ...(input.GenerateSecret ? { ClientSecret: generateClientSecret() } : {}),
    };
    const row = { id, poolId: input.UserPoolId, settings, createdAt: now, updatedAt: now };
    await services.db.insert(clients).values(row);
    return { UserPoolClient: describeClient(row) };
  },
});
