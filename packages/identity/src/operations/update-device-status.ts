import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import type { Uses } from '../services/context.js';
import { requireDeviceOf, updateDevice } from '../services/devices.js';
import { defineOperation } from './define-operation.js';
import { rememberedStatusField, userDeviceInput } from './device-fields.js';

/** UpdateDeviceStatus: Amplify's rememberDevice() sends `remembered`. */
export const updateDeviceStatus = defineOperation({
  name: 'UpdateDeviceStatus',
  access: 'public',
  input: z.object({ ...userDeviceInput, DeviceRememberedStatus: rememberedStatusField }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    const device = await requireDeviceOf(services, user.id, input.DeviceKey);
    const remembered = input.DeviceRememberedStatus === 'remembered';
    await updateDevice(services, device, { remembered });
    return {};
  },
});
