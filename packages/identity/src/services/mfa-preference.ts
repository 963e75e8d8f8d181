import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import type { Uses } from './context.js';
import { updateUser, type UserRecord } from './users.js';

const settings = z
  .object({ Enabled: z.boolean().optional(), PreferredMfa: z.boolean().optional() })
  .optional();

export const mfaSettingsInput = {
  SMSMfaSettings: settings,
  SoftwareTokenMfaSettings: settings,
  EmailMfaSettings: settings,
};

type MfaSettings = z.infer<typeof settings>;

/** Only the authenticator app is offered; it can be switched on once a token is verified. */
export async function applyMfaPreference(
  services: Uses<'clock' | 'db'>,
  user: UserRecord,
  input: {
    SMSMfaSettings?: MfaSettings;
    SoftwareTokenMfaSettings?: MfaSettings;
    EmailMfaSettings?: MfaSettings;
  },
) {
  for (const other of [input.SMSMfaSettings, input.EmailMfaSettings]) {
    if (other?.Enabled || other?.PreferredMfa) {
      throw invalidParameter('Only software token MFA is available in this user pool.');
    }
  }
  const totp = input.SoftwareTokenMfaSettings;
  if (!totp) return;
  const enabled = totp.Enabled ?? totp.PreferredMfa ?? user.totpEnabled;
  if (enabled && user.totpSecretSealed === null) {
    throw invalidParameter('User does not have delivery config set to turn on SOFTWARE_TOKEN_MFA');
  }
  await updateUser(services, user.id, {
    totpEnabled: enabled,
    totpPreferred: enabled && (totp.PreferredMfa ?? user.totpPreferred),
  });
}
