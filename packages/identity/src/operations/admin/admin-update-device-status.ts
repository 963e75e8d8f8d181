import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import type { Uses } from '../../services/context.js';
import { requireDeviceOf, updateDevice } from '../../services/devices.js';
import { defineOperation } from '../define-operation.js';
import { rememberedStatusField } from '../device-fields.js';
import { deviceKeyField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';

export const adminUpdateDeviceStatus = defineOperation({
  name: 'AdminUpdateDeviceStatus',
  access: 'admin',
  input: z.object({
    ...poolUserInput,
    DeviceKey: deviceKeyField,
    DeviceRememberedStatus: rememberedStatusField,
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    const device = await requireDeviceOf(services, user.id, input.DeviceKey);
    await updateDevice(services, device, {
      remembered: input.DeviceRememberedStatus === 'remembered',
    });
    return {};
  },
});
