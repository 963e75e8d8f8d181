import 'server-only';
import {
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '@/features/auth/flow/messages';
import type {
  beginAuthenticatorReplacementInput,
  completeAuthenticatorReplacementInput,
} from '@/features/security/security-inputs';
import type { SignedInContext } from './account-context';
import { AccountError } from './account-error';
import { AUTHENTICATOR_CODE_CALL, identityCall } from './identity-errors';
import { recordAndNotify } from './notify';
import { getIdentityAccount } from './server-client/admin-account';
import { stepUp, toStepUpProof } from './step-up';

/**
 * "New phone?": after a step-up (a current code, or a recovery code when the old phone is
 * gone), a new secret is associated with the person's own access token. The old authenticator
 * keeps working until the new one is verified.
 */
export async function beginAuthenticatorReplacement(
  context: SignedInContext,
  input: z.output<typeof beginAuthenticatorReplacementInput>,
): Promise<string> {
  await stepUp(context, toStepUpProof(input));
  const answer = await identityCall(() =>
    context.services.cognito.send(
      new AssociateSoftwareTokenCommand({ AccessToken: context.session.accessToken }),
    ),
  );
  if (!answer.SecretCode) throw new Error('AssociateSoftwareToken returned no secret');
  return answer.SecretCode;
}

/** A code of the new app verifies it; from then on only its codes work. */
export async function completeAuthenticatorReplacement(
  context: SignedInContext,
  input: z.output<typeof completeAuthenticatorReplacementInput>,
): Promise<void> {
  const { services, session } = context;
  const verified = await identityCall(
    () =>
      services.cognito.send(
        new VerifySoftwareTokenCommand({ AccessToken: session.accessToken, UserCode: input.code }),
      ),
    AUTHENTICATOR_CODE_CALL,
  );
  if (verified.Status !== 'SUCCESS')
    throw new AccountError('BAD_REQUEST', AUTH_MESSAGES.invalidMfaCode, 'code');
  await identityCall(() =>
    services.cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: session.accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    ),
  );
  const account = await getIdentityAccount(services, session.username);
  await recordAndNotify(
    context,
    { cognitoId: session.sub, kind: 'authenticator-replaced', outcome: 'succeeded' },
    [{ kind: 'authenticator-replaced', facts: { to: account.email, username: account.username } }],
  );
}
