import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import type { Uses } from '../../services/context.js';
import { describeDevice, requireDeviceOf } from '../../services/devices.js';
import { defineOperation } from '../define-operation.js';
import { deviceKeyField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';

export const adminGetDevice = defineOperation({
  name: 'AdminGetDevice',
  access: 'admin',
  input: z.object({ ...poolUserInput, DeviceKey: deviceKeyField }),
  async run(input, services: Uses<'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    return { Device: describeDevice(await requireDeviceOf(services, user.id, input.DeviceKey)) };
  },
});
