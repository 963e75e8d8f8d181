import { Amplify } from 'aws-amplify';
import { getCurrentUser, rememberDevice } from 'aws-amplify/auth';
import { CookieStorage } from 'aws-amplify/utils';

/**
 * This browser's device key: Amplify keeps it beside the tokens (in this app's cookies) under
 * `CognitoIdentityServiceProvider.<clientId>.<username>.deviceKey`, and survives sign-out,
 * which is what lets the next sign-in skip the code. Null when the browser has none.
 */
export async function thisBrowserDeviceKey(): Promise<string | null> {
  const clientId = Amplify.getConfig().Auth?.Cognito.userPoolClientId;
  if (!clientId) return null;
  const { username } = await getCurrentUser();
  const key = `CognitoIdentityServiceProvider.${clientId}.${username}.deviceKey`;
  return (await new CookieStorage({ path: '/' }).getItem(key)) ?? null;
}

/**
 * Marks this browser remembered (UpdateDeviceStatus), so its next sign-in needs no code.
 * Returns its device key, or null when the sign-in gave it none.
 */
export async function rememberThisBrowser(): Promise<string | null> {
  const deviceKey = await thisBrowserDeviceKey();
  if (!deviceKey) return null;
  await rememberDevice();
  return deviceKey;
}
