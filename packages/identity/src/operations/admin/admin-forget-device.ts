import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import type { Uses } from '../../services/context.js';
import { deviceDoesNotExist, forgetDeviceOf } from '../../services/devices.js';
import { defineOperation } from '../define-operation.js';
import { deviceKeyField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';

export const adminForgetDevice = defineOperation({
  name: 'AdminForgetDevice',
  access: 'admin',
  input: z.object({ ...poolUserInput, DeviceKey: deviceKeyField }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    if (!(await forgetDeviceOf(services, user.id, input.DeviceKey))) throw deviceDoesNotExist();
    return {};
  },
});
