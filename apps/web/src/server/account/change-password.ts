import 'server-only';
import { ChangePasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { z } from 'zod';
import type { changePasswordInput } from '@/features/security/security-inputs';
import type { SignedInContext } from './account-context';
import { identityCall } from './identity-errors';
import { recordAndNotify } from './notify';
import { assertPasswordPolicy } from './password-policy';
import { getIdentityAccount } from './server-client/admin-account';

/** With the person's access token, so the identity service checks the current password. */
export async function changePassword(
  context: SignedInContext,
  input: z.output<typeof changePasswordInput>,
): Promise<void> {
  const { services, session } = context;
  assertPasswordPolicy(services, input.newPassword, 'changePassword');
  await identityCall(
    () =>
      services.cognito.send(
        new ChangePasswordCommand({
          AccessToken: session.accessToken,
          PreviousPassword: input.currentPassword,
          ProposedPassword: input.newPassword,
        }),
      ),
    {
      fields: {
        NotAuthorizedException: 'currentPassword',
        InvalidPasswordException: 'newPassword',
      },
      wrongPasswordIsInput: true,
    },
  );
  const account = await getIdentityAccount(services, session.username);
  await recordAndNotify(
    context,
    { cognitoId: session.sub, kind: 'password-changed', outcome: 'succeeded' },
    [{ kind: 'password-changed', facts: { to: account.email, username: account.username } }],
  );
}
