import 'server-only';
import {
  AdminForgetDeviceCommand,
  AdminListDevicesCommand,
  ForgetDeviceCommand,
  GetDeviceCommand,
  ListDevicesCommand,
  type DeviceType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { RememberedBrowser } from '@/features/security/security-inputs';
import type { AppServices } from '../../app-services';
import type { SignedInContext } from '../account-context';
import { AccountError } from '../account-error';
import { identityCall } from '../identity-errors';
import { recordEvent } from '../notify';
import { deviceBrowserName } from './device-browser-name';

/**
 * "Remember this browser" (docs/decisions/020-remembered-browsers.md): the identity service
 * keeps the devices; the app lists them, forgets them, and records remembering and forgetting
 * in the account's activity.
 */
const attribute = (device: DeviceType, name: string) =>
  device.DeviceAttributes?.find((entry) => entry.Name === name)?.Value;

const isRemembered = (device: DeviceType) =>
  attribute(device, 'dev:device_remembered_status') === 'remembered';

function describe(device: DeviceType): RememberedBrowser {
  return {
    deviceKey: String(device.DeviceKey),
    name: deviceBrowserName(attribute(device, 'device_name')),
    // The device's last change is the moment it was remembered: nothing else changes it.
    rememberedAt: device.DeviceLastModifiedDate ?? new Date(0),
    lastUsedAt: device.DeviceLastAuthenticatedDate ?? new Date(0),
  };
}

/** The browsers remembered for the signed-in person, last used first. */
export async function listRememberedBrowsers(
  context: SignedInContext,
): Promise<RememberedBrowser[]> {
  const { services, session } = context;
  const devices: DeviceType[] = [];
  let PaginationToken: string | undefined;
  do {
    const page = await identityCall(() =>
      services.cognito.send(
        new ListDevicesCommand({ AccessToken: session.accessToken, Limit: 60, PaginationToken }),
      ),
    );
    devices.push(...(page.Devices ?? []));
    PaginationToken = page.PaginationToken;
  } while (PaginationToken);
  return devices
    .filter(isRemembered)
    .map(describe)
    .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
}

/**
 * The browser says it has just been remembered; the identity service must agree (the device is
 * the person's and remembered) before the activity records it.
 */
export async function recordBrowserRemembered(
  context: SignedInContext,
  deviceKey: string,
): Promise<void> {
  const { services, session } = context;
  const { Device } = await identityCall(() =>
    services.cognito.send(
      new GetDeviceCommand({ AccessToken: session.accessToken, DeviceKey: deviceKey }),
    ),
  );
  if (!Device || !isRemembered(Device)) {
    throw new AccountError('PRECONDITION_FAILED', 'This browser is not remembered.');
  }
  await recordEvent(context, {
    cognitoId: session.sub,
    kind: 'browser-remembered',
    outcome: 'succeeded',
  });
}

/** "Forget" on the profile: the code is asked again there, and its sessions end. */
export async function forgetBrowser(context: SignedInContext, deviceKey: string): Promise<void> {
  const { services, session } = context;
  await identityCall(() =>
    services.cognito.send(
      new ForgetDeviceCommand({ AccessToken: session.accessToken, DeviceKey: deviceKey }),
    ),
  );
  await recordEvent(context, {
    cognitoId: session.sub,
    kind: 'browser-forgotten',
    outcome: 'succeeded',
  });
}

/**
 * Signing out everywhere and recovering the account forget every remembered browser: whoever
 * had one must give a code again. Browsers only tracked (never remembered) are left alone:
 * they skip nothing, and forgetting them would only make Amplify's next sign-in there be refused
 * once ("Device does not exist.") before it retries.
 */
export async function forgetAllBrowsers(services: AppServices, username: string): Promise<void> {
  const user = { UserPoolId: services.env.cognito.userPoolId, Username: username };
  const remembered: string[] = [];
  let PaginationToken: string | undefined;
  do {
    const page = await identityCall(() =>
      services.cognito.send(new AdminListDevicesCommand({ ...user, Limit: 60, PaginationToken })),
    );
    remembered.push(
      ...(page.Devices ?? []).filter(isRemembered).map((device) => String(device.DeviceKey)),
    );
    PaginationToken = page.PaginationToken;
  } while (PaginationToken);
  for (const DeviceKey of remembered) {
    await identityCall(() =>
      services.cognito.send(new AdminForgetDeviceCommand({ ...user, DeviceKey })),
    ).catch((error: unknown) => {
      // Forgotten meanwhile (another tab, an administrator): that is what was wanted.
      if (!(error instanceof AccountError && error.code === 'NOT_FOUND')) throw error;
    });
  }
}
