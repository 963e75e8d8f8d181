import { eq } from 'drizzle-orm';
import { sha256Hex } from '../crypto/random.js';
import type { Uses } from '../services/context.js';
import {
  canAuthenticate,
  deviceDoesNotExist,
  findDeviceOf,
  issueDevice,
  updateDevice,
  type DeviceRow,
} from '../services/devices.js';
import type { PoolSettings } from '../services/pool-settings.js';
import { refreshTokens } from '../store/schema.js';
import type { SignInStep, StageAfterPassword } from './next-step.js';

/** Device tracking is on when the pool has a DeviceConfiguration, as DescribeUserPool shows. */
export function tracksDevices(pool: PoolSettings): boolean {
  return pool.DeviceConfiguration !== undefined;
}

/**
 * The device a sign-in names with DEVICE_KEY, after a right password. A key the user does not
 * have (unknown, forgotten, another user's) is Cognito's "Device does not exist.", which
 * Amplify answers by forgetting its device and signing in again without one.
 */
export async function deviceForSignIn(
  services: Uses<'db'>,
  pool: PoolSettings,
  userId: string,
  deviceKey: string | undefined,
): Promise<DeviceRow | null> {
  if (deviceKey === undefined || !tracksDevices(pool)) return null;
  const device = await findDeviceOf(services, userId, deviceKey);
  if (!device) throw deviceDoesNotExist();
  return device;
}

/**
 * Whether the device signs in by device SRP in place of the stage after the password: only a
 * confirmed, remembered device, only where the pool lets devices stand in for MFA
 * (ChallengeRequiredOnNewDevice), and only in place of the authenticator code or of nothing.
 */
export function deviceStandsIn(
  pool: PoolSettings,
  device: DeviceRow | null | undefined,
  stage: StageAfterPassword,
): device is DeviceRow {
  return (
    canAuthenticate(device ?? null) &&
    pool.DeviceConfiguration?.ChallengeRequiredOnNewDevice === true &&
    (stage === 'TOKENS' || stage === 'SOFTWARE_TOKEN_MFA')
  );
}

/**
 * A completed sign-in on a tracked pool: a known device of the user records the sign-in and
 * its refresh token belongs to it; otherwise a new device is issued, its key and group key
 * answered as NewDeviceMetadata for the client to confirm.
 */
export async function finishOnDevice(
  services: Uses<'clock' | 'db'>,
  pool: PoolSettings,
  step: SignInStep,
  deviceKey: string | undefined,
  lastIp: string | null,
): Promise<SignInStep> {
  const result = step.AuthenticationResult;
  if (!tracksDevices(pool) || !result?.RefreshToken) return step;
  const tokenHash = sha256Hex(result.RefreshToken);
  const [token] = await services.db
    .select({ userId: refreshTokens.userId, poolId: refreshTokens.poolId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!token) return step;
  const known = deviceKey ? await findDeviceOf(services, token.userId, deviceKey) : null;
  const device =
    known ?? (await issueDevice(services, { id: token.userId, poolId: token.poolId }, lastIp));
  if (known) await updateDevice(services, known, { authenticated: { lastIp } });
  await services.db
    .update(refreshTokens)
    .set({ deviceKey: device.deviceKey })
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known) return step;
  return {
    ...step,
    AuthenticationResult: {
      ...result,
      NewDeviceMetadata: { DeviceKey: device.deviceKey, DeviceGroupKey: device.groupKey },
    },
  };
}
