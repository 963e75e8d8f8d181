import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import type { Uses } from '../services/context.js';
import { devicePage } from '../services/devices.js';
import { readPageToken } from '../services/page-tokens.js';
import { defineOperation } from './define-operation.js';
import { devicePageInput } from './device-fields.js';
import { tokenField } from './fields.js';

export const listDevices = defineOperation({
  name: 'ListDevices',
  access: 'public',
  input: z.object({ AccessToken: tokenField, ...devicePageInput }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const after = readPageToken(input.PaginationToken);
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    return devicePage(services, user.id, input.Limit, after);
  },
});
