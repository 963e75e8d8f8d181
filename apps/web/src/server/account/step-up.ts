import 'server-only';
import { ONE_OF_THE_CODES_MESSAGE } from '@/features/security/security-inputs';
import type { RequestContext, SignedInContext } from './account-context';
import { AccountError } from './account-error';
import { SIGNED_IN_PASSWORD_CALL } from './identity-errors';
import { consumeAttempt } from './limits';
import { assertLiveSession } from './live-session';
import { recordEvent, sendSecurityEmails } from './notify';
import { consumeRecoveryCode } from './recovery-codes/recovery-code-store';
import { SECURITY_MESSAGES } from './security-messages';
import { getIdentityAccount } from './server-client/admin-account';
import { proveAuthenticatorCode, provePassword } from './server-client/server-sign-in';

/** Proof the signed-in person is at the keyboard: the password and a second factor. */
export type StepUpProof =
  | { password: string; code: string; recoveryCode?: undefined }
  | { password: string; recoveryCode: string; code?: undefined };

/** The proof a form sent with either code; the input schema has made sure there is one. */
export function toStepUpProof(input: {
  password: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
}): StepUpProof {
  const { password, code, recoveryCode } = input;
  if (code !== undefined) return { password, code };
  if (recoveryCode !== undefined) return { password, recoveryCode };
  throw new AccountError('BAD_REQUEST', ONE_OF_THE_CODES_MESSAGE, 'code');
}

/**
 * Checks the proof before a sensitive change. An authenticator code is checked by a server-side
 * sign-in answered with it; a recovery code (replacing a lost authenticator) is used up.
 * Attempts are limited per person, whatever the outcome.
 */
export async function stepUp(context: SignedInContext, proof: StepUpProof): Promise<void> {
  const { services, session } = context;
  await consumeAttempt({ limiter: services.limits.stepUpPerUser, key: session.sub });
  // A revoked token still passes local verification (COG-04); the service knows it ended.
  await assertLiveSession(context);
  const password = await provePassword(
    context,
    session.username,
    proof.password,
    SIGNED_IN_PASSWORD_CALL,
  );
  if (proof.code !== undefined) {
    await proveAuthenticatorCode(context, password, proof.code);
    return;
  }
  await spendRecoveryCode(context, session.sub, proof.recoveryCode);
  const account = await getIdentityAccount(services, session.username);
  sendSecurityEmails(context, [
    { kind: 'recovery-code-used', facts: { to: account.email, username: account.username } },
  ]);
}

/**
 * Uses one of the person's recovery codes, recording the attempt either way; answers the id of
 * the code used.
 */
export async function spendRecoveryCode(
  context: RequestContext,
  cognitoId: string,
  recoveryCode: string,
): Promise<string> {
  const db = await context.services.database();
  const used = await consumeRecoveryCode(db, cognitoId, recoveryCode, context.services.clock.now());
  await recordEvent(context, {
    cognitoId,
    kind: 'recovery-code-used',
    outcome: used ? 'succeeded' : 'failed',
  });
  if (!used)
    throw new AccountError('BAD_REQUEST', SECURITY_MESSAGES.wrongRecoveryCode, 'recoveryCode');
  return used;
}
