import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import type { Uses } from '../../services/context.js';
import { devicePage } from '../../services/devices.js';
import { readPageToken } from '../../services/page-tokens.js';
import { defineOperation } from '../define-operation.js';
import { devicePageInput } from '../device-fields.js';
import { poolUserInput } from './admin-fields.js';

export const adminListDevices = defineOperation({
  name: 'AdminListDevices',
  access: 'admin',
  input: z.object({ ...poolUserInput, ...devicePageInput }),
  async run(input, services: Uses<'db'>) {
    const after = readPageToken(input.PaginationToken);
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    return devicePage(services, user.id, input.Limit, after);
  },
});
