import type { UserRecord } from './users.js';

/** GetUser's view of MFA: the enabled factors and the preferred one, if any. */
export function mfaSettingsOf(user: UserRecord) {
  const enabled = user.totpEnabled && user.totpSecretSealed !== null;
  return {
    MFAOptions: [],
    UserMFASettingList: enabled ? ['SOFTWARE_TOKEN_MFA'] : [],
    ...(enabled && user.totpPreferred ? { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {}),
  };
}
