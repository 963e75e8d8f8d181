import { setUpTOTP, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';

/** For a signed-in user without MFA: asks the identity service for a new TOTP secret. */
export async function startTotpSetup(): Promise<string> {
  const details = await setUpTOTP();
  return details.sharedSecret;
}

/** Verifies the first code from the app and makes TOTP the user's MFA method. */
export async function finishTotpSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code, options: { friendlyDeviceName: 'Authenticator app' } });
  await updateMFAPreference({ totp: 'PREFERRED' });
}
