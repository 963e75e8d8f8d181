import 'server-only';
import type { z } from 'zod';
import {
  formatRecoveryCode,
  type renewRecoveryCodesInput,
} from '@/features/security/security-inputs';
import type { SignedInContext } from './account-context';
import { AccountError } from './account-error';
import { assertLiveSession } from './live-session';
import { recordAndNotify } from './notify';
import {
  createFirstRecoveryCodes,
  replaceRecoveryCodes,
  summarizeRecoveryCodes,
} from './recovery-codes/recovery-code-store';
import { SECURITY_MESSAGES } from './security-messages';
import { getIdentityAccount } from './server-client/admin-account';
import { stepUp } from './step-up';

/**
 * The first set, right after the authenticator was set up (no step-up: the person just proved
 * the new authenticator at sign-in). Refused once any set exists, so a stolen session cannot
 * swap the person's codes without the password and a code (that is `renewRecoveryCodes`).
 */
export async function issueFirstRecoveryCodes(context: SignedInContext): Promise<string[]> {
  const { services, session } = context;
  await assertLiveSession(context);
  const db = await services.database();
  const existing = await summarizeRecoveryCodes(db, session.sub);
  if (existing.left !== null) throw new AccountError('CONFLICT', SECURITY_MESSAGES.codesExist);
  const account = await getIdentityAccount(services, session.username);
  if (!account.authenticatorEnabled)
    throw new AccountError('PRECONDITION_FAILED', SECURITY_MESSAGES.authenticatorNeeded);
  const codes = await createFirstRecoveryCodes(db, session.sub, services.clock.now());
  if (!codes) throw new AccountError('CONFLICT', SECURITY_MESSAGES.codesExist);
  await recordAndNotify(context, {
    cognitoId: session.sub,
    kind: 'authenticator-set-up',
    outcome: 'succeeded',
  });
  return codes.map(formatRecoveryCode);
}

/** A new set after a step-up; the earlier codes stop working in the same transaction. */
export async function renewRecoveryCodes(
  context: SignedInContext,
  input: z.output<typeof renewRecoveryCodesInput>,
): Promise<string[]> {
  const { services, session } = context;
  await stepUp(context, input);
  const account = await getIdentityAccount(services, session.username);
  const db = await services.database();
  const codes = await replaceRecoveryCodes(db, session.sub, services.clock.now());
  await recordAndNotify(
    context,
    { cognitoId: session.sub, kind: 'recovery-codes-renewed', outcome: 'succeeded' },
    [{ kind: 'recovery-codes-renewed', facts: { to: account.email, username: account.username } }],
  );
  return codes.map(formatRecoveryCode);
}
