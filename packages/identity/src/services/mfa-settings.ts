import type { UserRecord } from './users.js';

/**
 * GetUser's and AdminGetUser's view of MFA, as Cognito answers for a pool with software tokens
 * only: `MFAOptions` (SMS, legacy) never appears. A user who never registered an authenticator,
 * or whose authenticator was deleted (AdminDeleteSoftwareToken), has no `UserMFASettingList` at
 * all; one whose registered authenticator was turned off with SetUserMFAPreference has an
 * empty one. `PreferredMfaSetting` appears only for an enabled, preferred factor.
 */
export function mfaSettingsOf(user: UserRecord) {
  if (user.totpSecretSealed === null) return {};
  const enabled = user.totpEnabled;
  return {
    UserMFASettingList: enabled ? ['SOFTWARE_TOKEN_MFA'] : [],
    ...(enabled && user.totpPreferred ? { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {}),
  };
}
