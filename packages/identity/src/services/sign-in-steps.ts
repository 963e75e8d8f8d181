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

/** After the password: the MFA the pool requires, or tokens. `success` commits with the step. */
export async function continueToMfa(
  services: Services,
  user: UserRecord,
  pool: PoolSettings,
  client: ClientSettings,
  success?: PasswordSuccess,
): Promise<SignInStep> {
  const base = { userId: user.id, poolId: user.poolId, client };
  const mfaRequired = pool.MfaConfiguration === 'ON';
  if (hasVerifiedTotp(user) && (mfaRequired || user.totpEnabled)) {
    const stage = 'SOFTWARE_TOKEN_MFA';
    const token = await createAuthSession(services, { ...base, stage }, success);
    const Session = sealMfaSession(services, token, user);
    return { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session, ChallengeParameters: {} };
  }
  if (mfaRequired) {
    const Session = await createAuthSession(services, { ...base, stage: 'MFA_SETUP' }, success);
    return {
      ChallengeName: 'MFA_SETUP',
      Session,
      ChallengeParameters: { MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']) },
    };
  }
  return completeSignIn(services, user, client, success);
}

/**
 * After the password: a new password first if an administrator set a temporary one.
 * `success` (clearing the failed-attempt count) commits with the next step's write.
 */
export async function continueAfterPassword(
  services: Services,
  user: UserRecord,
  pool: PoolSettings,
  client: ClientSettings,
  success?: PasswordSuccess,
): Promise<SignInStep> {
  if (user.status !== 'FORCE_CHANGE_PASSWORD') {
    return continueToMfa(services, user, pool, client, success);
  }
  const Session = await createAuthSession(
    services,
    { userId: user.id, poolId: user.poolId, client, stage: 'NEW_PASSWORD_REQUIRED' },
    success,
  );
  const { email_verified: _verified, ...visible } = user.attributes;
  return {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session,
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.username,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(visible),
    },
  };
}
