import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { toEpochSeconds } from '../clock.js';
import { SRP_N, bigIntFromBytes } from '../crypto/srp-group.js';
import { CognitoError } from '../errors.js';
import { devices, refreshTokens } from '../store/schema.js';
import type { Uses } from './context.js';
import { encodePageToken } from './page-tokens.js';

/** A tracked device of a user, as stored. */
export type DeviceRow = typeof devices.$inferSelect;

/**
 * Cognito's quotas page names no number of devices per user. This server keeps at most this
 * many; a sign-in from a new device beyond it forgets one, unconfirmed devices first, then
 * the least recently used (its sign-ins end with it), as Cognito's token sessions evict the
 * least recently used one.
 */
export const devicesPerUser = 100;

/** The words Amplify's retryOnResourceNotFoundException looks for. */
export function deviceDoesNotExist() {
  return new CognitoError('ResourceNotFoundException', 'Device does not exist.');
}

/** `<region>_<uuid>`, as Cognito makes device keys (pattern `[\w-]+_[0-9a-f-]+`). */
function newDeviceKey(poolId: string) {
  return `${poolId.split('_')[0] ?? 'local'}_${randomUUID()}`;
}

/** Cognito's group keys are short opaque strings starting with a dash. */
function newGroupKey() {
  return `-${randomBytes(7).toString('base64url')}`;
}

export async function findDeviceOf(services: Uses<'db'>, userId: string, deviceKey: string) {
  const [row] = await services.db
    .select()
    .from(devices)
    .where(and(eq(devices.deviceKey, deviceKey), eq(devices.userId, userId)));
  return row ?? null;
}

/** Whether a device may sign in in place of the authenticator: confirmed and remembered. */
export function canAuthenticate(device: DeviceRow | null): device is DeviceRow {
  return device !== null && device.remembered && device.srpVerifier !== null;
}

/**
 * ConfirmDevice's DeviceSecretVerifierConfig as the SRP code reads it: the salt's bytes in hex,
 * the verifier as a number mod N in hex (Amplify's getNewDeviceMetadata sends both base64).
 * Null when either is missing or the verifier is ≡ 0 (mod N), which would prove nothing.
 */
export function deviceSecretFrom(config: { PasswordVerifier?: string; Salt?: string }) {
  if (!config.PasswordVerifier || !config.Salt) return null;
  const salt = Buffer.from(config.Salt, 'base64');
  const verifier = bigIntFromBytes(Buffer.from(config.PasswordVerifier, 'base64')) % SRP_N;
  if (salt.length === 0 || verifier === 0n) return null;
  return { srpSalt: salt.toString('hex'), srpVerifier: verifier.toString(16) };
}

/** A new, unconfirmed device for the user, within devicesPerUser. */
export async function issueDevice(
  services: Uses<'clock' | 'db'>,
  user: { id: string; poolId: string },
  lastIp: string | null,
): Promise<DeviceRow> {
  const [held] = await services.db
    .select({ n: count() })
    .from(devices)
    .where(eq(devices.userId, user.id));
  if ((held?.n ?? 0) >= devicesPerUser) {
    const [oldest] = await services.db
      .select({ deviceKey: devices.deviceKey })
      .from(devices)
      .where(eq(devices.userId, user.id))
      .orderBy(
        sql`${devices.srpVerifier} IS NOT NULL`,
        asc(devices.lastAuthenticatedAt),
        asc(devices.deviceKey),
      )
      .limit(1);
    if (oldest) await forgetDeviceOf(services, user.id, oldest.deviceKey);
  }
  const now = services.clock.nowInMs();
  const row: DeviceRow = {
    deviceKey: newDeviceKey(user.poolId),
    poolId: user.poolId,
    userId: user.id,
    groupKey: newGroupKey(),
    srpSalt: null,
    srpVerifier: null,
    name: null,
    remembered: false,
    lastIp,
    createdAt: now,
    updatedAt: now,
    lastAuthenticatedAt: now,
  };
  await services.db.insert(devices).values(row);
  return row;
}

/** The device's sign-ins end with it: a forgotten device's refresh tokens are revoked. */
export async function forgetDeviceOf(
  services: Uses<'clock' | 'db'>,
  userId: string,
  deviceKey: string,
): Promise<boolean> {
  const removed = await services.db
    .delete(devices)
    .where(and(eq(devices.deviceKey, deviceKey), eq(devices.userId, userId)))
    .returning({ deviceKey: devices.deviceKey });
  if (removed.length === 0) return false;
  await services.db
    .update(refreshTokens)
    .set({ revokedAt: services.clock.nowInMs() })
    .where(and(eq(refreshTokens.deviceKey, deviceKey), isNull(refreshTokens.revokedAt)));
  return true;
}

export async function updateDevice(
  services: Uses<'clock' | 'db'>,
  device: Pick<DeviceRow, 'userId' | 'deviceKey'>,
  changes: Partial<Pick<DeviceRow, 'srpSalt' | 'srpVerifier' | 'name' | 'remembered'>> & {
    authenticated?: { lastIp: string | null };
  },
) {
  const now = services.clock.nowInMs();
  const { authenticated, ...fields } = changes;
  await services.db
    .update(devices)
    .set({
      ...fields,
      updatedAt: now,
      ...(authenticated && { lastAuthenticatedAt: now, lastIp: authenticated.lastIp }),
    })
    .where(and(eq(devices.deviceKey, device.deviceKey), eq(devices.userId, device.userId)));
}

/**
 * One page of a user's confirmed devices by key; `after` is the last key of the previous page.
 * A device the client never confirmed holds no credentials and is not listed.
 */
export async function listDevicesOf(
  services: Uses<'db'>,
  userId: string,
  limit: number,
  after: string | undefined,
) {
  return services.db
    .select()
    .from(devices)
    .where(
      and(
        eq(devices.userId, userId),
        isNotNull(devices.srpVerifier),
        after === undefined ? undefined : gt(devices.deviceKey, after),
      ),
    )
    .orderBy(asc(devices.deviceKey))
    .limit(limit + 1);
}

/** Cognito's DeviceType: attributes by Cognito's names, dates in epoch seconds. */
export function describeDevice(device: DeviceRow) {
  const attributes: Record<string, string | null> = {
    device_status: 'valid',
    device_name: device.name,
    'dev:device_remembered_status': device.remembered ? 'remembered' : 'not_remembered',
    last_ip_used: device.lastIp,
  };
  return {
    DeviceKey: device.deviceKey,
    DeviceAttributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([Name, Value]) => ({ Name, Value })),
    DeviceCreateDate: toEpochSeconds(device.createdAt),
    DeviceLastModifiedDate: toEpochSeconds(device.updatedAt),
    DeviceLastAuthenticatedDate: toEpochSeconds(device.lastAuthenticatedAt),
  };
}

/** The user's device by key, or Cognito's "Device does not exist.". */
export async function requireDeviceOf(services: Uses<'db'>, userId: string, deviceKey: string) {
  const device = await findDeviceOf(services, userId, deviceKey);
  if (!device) throw deviceDoesNotExist();
  return device;
}

/** ListDevices and AdminListDevices: Limit 0 to 60 (absent or 0: 60), paged by device key. */
export async function devicePage(
  services: Uses<'db'>,
  userId: string,
  limit: number | undefined,
  after: string | undefined,
) {
  const size = limit || 60;
  const rows = await listDevicesOf(services, userId, size, after);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    Devices: page.map(describeDevice),
    ...(rows.length > size && last && { PaginationToken: encodePageToken(last.deviceKey) }),
  };
}
