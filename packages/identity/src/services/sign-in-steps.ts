import { createAuthSession } from './auth-sessions.js';
import type { Services } from './context.js';
import { sealMfaSession } from './mfa-sign-in-session.js';
import type { ClientSettings, PoolSettings } from './pool-settings.js';
import { issueTokensForSignIn } from './tokens.js';
import { hasVerifiedTotp } from './totp-factor.js';
import type { UserRecord } from './users.js';
import type { PasswordSuccess } from './lockout.js';

export interface SignInStep {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters: Record<string, string>;
  AuthenticationResult?: Record<string, unknown>;
}

export async function completeSignIn(
  services: Services,
  user: UserRecord,
  client: ClientSettings,
  success?: PasswordSuccess,
) {
  return {
    ChallengeParameters: {},
    AuthenticationResult: await issueTokensForSignIn(services, user, client, success),
  };
}

/** What follows a right password: a challenge (with its stored session) or, last, tokens. */
export type StepAfterPassword =
  'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP' | 'TOKENS';

/**
 * The step for a user and pool: a new password first if an administrator set a temporary one,
 * then the MFA the pool requires or the user chose, or tokens. It reads only these three fields
 * of the user, which PASSWORD_VERIFIER relies on (see password-verifier-session.ts).
 */
export function stepAfterPassword(
  user: Pick<UserRecord, 'status' | 'totpSecretSealed' | 'totpEnabled'>,
  pool: PoolSettings,
): StepAfterPassword {
  if (user.status === 'FORCE_CHANGE_PASSWORD') return 'NEW_PASSWORD_REQUIRED';
  const mfaRequired = pool.MfaConfiguration === 'ON';
  if (hasVerifiedTotp(user) && (mfaRequired || user.totpEnabled)) {
    return 'SOFTWARE_TOKEN_MFA';
  }
  return mfaRequired ? 'MFA_SETUP' : 'TOKENS';
}

/** The challenge a client gets for a stored session (`token`) of that stage. */
export function challengeStep(
  services: Services,
  stage: Exclude<StepAfterPassword, 'TOKENS'>,
  token: string,
  user: UserRecord,
): SignInStep {
  if (stage === 'SOFTWARE_TOKEN_MFA') {
    return {
      ChallengeName: stage,
      Session: sealMfaSession(services, token, user),
      ChallengeParameters: {},
    };
  }
  if (stage === 'MFA_SETUP') {
    return {
      ChallengeName: stage,
      Session: token,
      ChallengeParameters: { MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']) },
    };
  }
  const { email_verified: _verified, ...visible } = user.attributes;
  return {
    ChallengeName: stage,
    Session: token,
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.username,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(visible),
    },
  };
}

/**
 * After the password: the step for this user, its session stored (or tokens issued).
 * `success` (clearing the failed-attempt count) commits with that write.
 */
export async function continueAfterPassword(
  services: Services,
  user: UserRecord,
  pool: PoolSettings,
  client: ClientSettings,
  success?: PasswordSuccess,
): Promise<SignInStep> {
  const stage = stepAfterPassword(user, pool);
  if (stage === 'TOKENS') return completeSignIn(services, user, client, success);
  const token = await createAuthSession(
    services,
    { userId: user.id, poolId: user.poolId, client, stage },
    success,
  );
  return challengeStep(services, stage, token, user);
}
