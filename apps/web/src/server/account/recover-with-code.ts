import 'server-only';
import {
  AdminDeleteSoftwareTokenCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { RecoverWithCodeInput } from '@/features/security/security-inputs';
import type { RequestContext } from './account-context';
import { identityCall } from './identity-errors';
import { consumeAttempt, usernameLimitKey } from './limits';
import { recordAndNotify } from './notify';
import { forgetAllBrowsers } from './remembered-browsers/remembered-browsers';
import { deleteRecoveryCodes, releaseRecoveryCode } from './recovery-codes/recovery-code-store';
import { getIdentityAccount } from './server-client/admin-account';
import { provePassword } from './server-client/server-sign-in';
import { spendRecoveryCode } from './step-up';

/**
 * A lost authenticator, at sign-in: the password is proven to the identity service and one
 * recovery code is used up (never one without the other). The authenticator is then deleted
 * and every session signed out, so the next sign-in with the password sets up a new one.
 */
export async function recoverWithCode(
  context: RequestContext,
  input: RecoverWithCodeInput,
): Promise<void> {
  const { services } = context;
  await consumeAttempt(
    { limiter: services.limits.recoveryPerUsername, key: usernameLimitKey(input.username) },
    { limiter: services.limits.recoveryPerClient, key: context.clientAddress },
  );
  const proof = await provePassword(context, input.username, input.password);
  const account = await getIdentityAccount(services, proof.username);
  const codeId = await spendRecoveryCode(context, account.sub, input.recoveryCode);
  const db = await services.database();

  const pool = { UserPoolId: services.env.cognito.userPoolId, Username: account.username };
  // Turning TOTP off with AdminSetUserMFAPreference does nothing where MFA is required; only
  // deleting the software token makes the next sign-in set up a new one (MFA_SETUP). If that
  // fails, the code is given back so the person can try again.
  await identityCall(() => services.cognito.send(new AdminDeleteSoftwareTokenCommand(pool))).catch(
    async (error: unknown) => {
      await releaseRecoveryCode(db, codeId);
      throw error;
    },
  );
  await identityCall(() => services.cognito.send(new AdminUserGlobalSignOutCommand(pool)));
  // A lost authenticator may be in someone else's hands with a remembered browser.
  await forgetAllBrowsers(services, account.username);
  // The set is spent: the person makes a new one after setting up the new authenticator.
  await deleteRecoveryCodes(db, account.sub);
  await recordAndNotify(
    context,
    { cognitoId: account.sub, kind: 'authenticator-removed', outcome: 'succeeded' },
    [{ kind: 'authenticator-removed', facts: { to: account.email, username: account.username } }],
  );
}
