import { z } from 'zod';
import { CognitoError } from '../errors.js';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { defineOperation } from './define-operation.js';
import { tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

/**
 * Device tracking is off in this server: sign-ins never return NewDeviceMetadata, so no
 * device exists. Listing answers with none; anything naming a device is told it does not
 * exist, in the words Amplify recognises.
 */
const deviceDoesNotExist = () =>
  new CognitoError('ResourceNotFoundException', 'Device does not exist.');

export const listDevices = defineOperation({
  name: 'ListDevices',
  access: 'public',
  input: z.object({ AccessToken: tokenField, Limit: z.number().int().min(0).max(60).optional() }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    await authenticateAccessToken(services, input.AccessToken);
    return { Devices: [] };
  },
});

const deviceInput = z.object({ AccessToken: tokenField, DeviceKey: z.string().min(1).max(55) });

export const deviceOperations = (
  ['ConfirmDevice', 'GetDevice', 'ForgetDevice', 'UpdateDeviceStatus'] as const
).map((name) =>
  defineOperation({
    name,
    access: 'public',
    input: deviceInput,
    async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
      await authenticateAccessToken(services, input.AccessToken);
      throw deviceDoesNotExist();
    },
  }),
);
