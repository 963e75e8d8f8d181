import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import type { Uses } from '../services/context.js';
import { deviceDoesNotExist, forgetDeviceOf } from '../services/devices.js';
import { defineOperation } from './define-operation.js';
import { userDeviceInput } from './device-fields.js';

/** ForgetDevice: the device and the sign-ins made on it end (services/devices.ts). */
export const forgetDevice = defineOperation({
  name: 'ForgetDevice',
  access: 'public',
  input: z.object(userDeviceInput),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    if (!(await forgetDeviceOf(services, user.id, input.DeviceKey))) throw deviceDoesNotExist();
    return {};
  },
});
