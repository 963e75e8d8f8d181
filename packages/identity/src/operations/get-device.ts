import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import type { Uses } from '../services/context.js';
import { describeDevice, requireDeviceOf } from '../services/devices.js';
import { defineOperation } from './define-operation.js';
import { userDeviceInput } from './device-fields.js';

export const getDevice = defineOperation({
  name: 'GetDevice',
  access: 'public',
  input: z.object(userDeviceInput),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    return { Device: describeDevice(await requireDeviceOf(services, user.id, input.DeviceKey)) };
  },
});
