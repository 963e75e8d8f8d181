import 'server-only';
import type { SignedInContext } from './account-context';
import { assertLiveSession } from './live-session';
import { summarizeRecoveryCodes } from './recovery-codes/recovery-code-store';
import { getIdentityAccount } from './server-client/admin-account';

export interface SecurityOverview {
  authenticatorEnabled: boolean;
  /** null: the person has no set (never made, or spent by a recovery). */
  recoveryCodesLeft: number | null;
  recoveryCodesCreatedAt: Date | null;
}

export async function getSecurityOverview(context: SignedInContext): Promise<SecurityOverview> {
  const { services, session } = context;
  await assertLiveSession(context);
  const [account, codes] = await Promise.all([
    getIdentityAccount(services, session.username),
    services.database().then((db) => summarizeRecoveryCodes(db, session.sub)),
  ]);
  return {
    authenticatorEnabled: account.authenticatorEnabled,
    recoveryCodesLeft: codes.left,
    recoveryCodesCreatedAt: codes.createdAt,
  };
}
