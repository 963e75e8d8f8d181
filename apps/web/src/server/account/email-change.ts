import 'server-only';
import {
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { z } from 'zod';
import type {
  confirmEmailChangeInput,
  requestEmailChangeInput,
} from '@/features/security/security-inputs';
import { getCurrentUser } from '../users/get-current-user';
import type { SignedInContext } from './account-context';
import { identityCall } from './identity-errors';
import { recordAndNotify } from './notify';
import { getIdentityAccount, type IdentityAccount } from './server-client/admin-account';

/**
 * Asks the identity service to change the address. Pools that verify first (the default pool)
 * keep the old address and email a code to the new one; others change it at once.
 */
export async function requestEmailChange(
  context: SignedInContext,
  input: z.output<typeof requestEmailChangeInput>,
): Promise<{ needsCode: boolean }> {
  const { services, session } = context;
  const before = await getIdentityAccount(services, session.username);
  const answer = await identityCall(
    () =>
      services.cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: session.accessToken,
          UserAttributes: [{ Name: 'email', Value: input.email }],
        }),
      ),
    { fields: { AliasExistsException: 'email', InvalidParameterException: 'email' } },
  );
  const needsCode = (answer.CodeDeliveryDetailsList ?? []).length > 0;
  if (!needsCode) await emailChanged(context, before);
  return { needsCode };
}

/** The code sent to the new address; both addresses are told once it is confirmed. */
export async function confirmEmailChange(
  context: SignedInContext,
  input: z.output<typeof confirmEmailChangeInput>,
): Promise<{ email: string }> {
  const { services, session } = context;
  const before = await getIdentityAccount(services, session.username);
  await identityCall(
    () =>
      services.cognito.send(
        new VerifyUserAttributeCommand({
          AccessToken: session.accessToken,
          AttributeName: 'email',
          Code: input.code,
        }),
      ),
    { fields: { CodeMismatchException: 'code', ExpiredCodeException: 'code' } },
  );
  return { email: await emailChanged(context, before) };
}

/** Keeps the app's record in step, records the change and writes to the old and new address. */
async function emailChanged(context: SignedInContext, before: IdentityAccount): Promise<string> {
  const { services, session } = context;
  const user = await getCurrentUser(services, session, { refresh: true });
  const facts = { username: before.username, oldEmail: before.email, newEmail: user.email };
  await recordAndNotify(
    context,
    { cognitoId: session.sub, kind: 'email-changed', outcome: 'succeeded' },
    [
      { kind: 'email-changed-old-address', facts: { ...facts, to: before.email } },
      { kind: 'email-changed-new-address', facts: { ...facts, to: user.email } },
    ],
  );
  return user.email;
}
