import { z } from 'zod';
import { CognitoError, invalidParameter } from '../errors.js';
import { authenticateAccessToken } from '../services/access-tokens.js';
import type { Uses } from '../services/context.js';
import { deviceSecretFrom, requireDeviceOf, updateDevice } from '../services/devices.js';
import { requirePool } from '../services/pools.js';
import { defineOperation } from './define-operation.js';
import { userDeviceInput } from './device-fields.js';

const base64 = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

/**
 * ConfirmDevice: the client's device SRP verifier for a device its sign-in was given. Where
 * the pool remembers devices only on the user's say (DeviceOnlyRememberedOnUserPrompt), the
 * device stays not remembered and UserConfirmationNecessary is true.
 */
export const confirmDevice = defineOperation({
  name: 'ConfirmDevice',
  access: 'public',
  input: z.object({
    ...userDeviceInput,
    DeviceSecretVerifierConfig: z
      .object({ PasswordVerifier: base64.optional(), Salt: base64.optional() })
      .optional(),
    DeviceName: z.string().min(1).max(1024).optional(),
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    const pool = await requirePool(services, user.poolId);
    const device = await requireDeviceOf(services, user.id, input.DeviceKey);
    if (device.srpVerifier !== null) {
      throw new CognitoError('DeviceKeyExistsException', 'Device key already exists.');
    }
    const secret = deviceSecretFrom(input.DeviceSecretVerifierConfig ?? {});
    if (!secret) throw invalidParameter('DeviceSecretVerifierConfig is not valid.');
    const onPrompt = pool.DeviceConfiguration?.DeviceOnlyRememberedOnUserPrompt === true;
    await updateDevice(services, device, {
      ...secret,
      name: input.DeviceName ?? null,
      remembered: !onPrompt,
    });
    return { UserConfirmationNecessary: onPrompt };
  },
});
