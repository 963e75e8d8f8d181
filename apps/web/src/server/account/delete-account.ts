import 'server-only';
import { DeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { z } from 'zod';
import type { deleteAccountInput } from '@/features/security/security-inputs';
import type { SignedInContext } from './account-context';
import { deletePersonRows } from './delete-person-rows';
import { identityCall } from './identity-errors';
import { sendSecurityEmails } from './notify';
import { getIdentityAccount } from './server-client/admin-account';
import { stepUp } from './step-up';

/**
 * After a step-up: the identity user goes first (with the person's own token), then every row
 * the app keeps of them, then a goodbye to the address they had. The username and address are
 * free again at once.
 */
export async function deleteAccount(
  context: SignedInContext,
  input: z.output<typeof deleteAccountInput>,
): Promise<void> {
  const { services, session } = context;
  await stepUp(context, input);
  const account = await getIdentityAccount(services, session.username);
  await identityCall(() =>
    services.cognito.send(new DeleteUserCommand({ AccessToken: session.accessToken })),
  );
  await deletePersonRows(await services.database(), {
    cognitoId: session.sub,
    limitKeys: [session.sub, account.username, account.email],
  });
  sendSecurityEmails(context, [
    { kind: 'account-deleted', facts: { to: account.email, username: account.username } },
  ]);
}
