import 'server-only';
import { ConfirmForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { z } from 'zod';
import type { confirmPasswordResetInput } from '@/features/security/security-inputs';
import type { RequestContext } from './account-context';
import { identityCall } from './identity-errors';
import { recordAndNotify } from './notify';
import { forgetAllBrowsers } from './remembered-browsers/remembered-browsers';
import { assertPasswordPolicy } from './password-policy';
import { getIdentityAccount } from './server-client/admin-account';

/**
 * The emailed reset code and the new password, sent as the public client (the browser asked
 * for the code the same way), so the app knows of the reset and tells the person.
 */
export async function confirmPasswordReset(
  context: RequestContext,
  input: z.output<typeof confirmPasswordResetInput>,
): Promise<void> {
  const { services } = context;
  assertPasswordPolicy(services, input.newPassword, 'confirmPasswordReset');
  await identityCall(
    () =>
      services.cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: services.env.cognito.clientId,
          Username: input.username,
          ConfirmationCode: input.code,
          Password: input.newPassword,
        }),
      ),
    {
      fields: {
        CodeMismatchException: 'code',
        ExpiredCodeException: 'code',
        InvalidPasswordException: 'newPassword',
      },
    },
  );
  const account = await getIdentityAccount(services, input.username);
  // Whoever knew the old password may hold a remembered browser: each must give a code again.
  await forgetAllBrowsers(services, account.username);
  await recordAndNotify(
    context,
    { cognitoId: account.sub, kind: 'password-reset', outcome: 'succeeded' },
    [{ kind: 'password-reset', facts: { to: account.email, username: account.username } }],
  );
}
