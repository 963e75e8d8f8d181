import { createAuthSession } from './auth-sessions.js';
import type { Services } from './context.js';
import type { ClientSettings, PoolSettings } from './pool-settings.js';
import { issueTokensForSignIn } from './tokens.js';
import { hasVerifiedTotp } from './totp-factor.js';
import type { UserRecord } from './users.js';

export interface SignInStep {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters: Record<string, string>;
  AuthenticationResult?: Record<string, unknown>;
}

export async function completeSignIn(services: Services, user: UserRecord, client: ClientSettings) {
  return {
    ChallengeParameters: {},
    AuthenticationResult: await issueTokensForSignIn(services, user, client),
  };
}

/** After the password: the MFA the pool requires, or tokens. */
export async function continueToMfa(
  services: Services,
  user: UserRecord,
  pool: PoolSettings,
  client: ClientSettings,
): Promise<SignInStep> {
  const base = { userId: user.id, poolId: user.poolId, client };
  const mfaRequired = pool.MfaConfiguration === 'ON';
  if (hasVerifiedTotp(user) && (mfaRequired || user.totpEnabled)) {
    const Session = await createAuthSession(services, { ...base, stage: 'SOFTWARE_TOKEN_MFA' });
    return { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session, ChallengeParameters: {} };
  }
  if (mfaRequired) {
    const Session = await createAuthSession(services, { ...base, stage: 'MFA_SETUP' });
    return {
      ChallengeName: 'MFA_SETUP',
      Session,
      ChallengeParameters: { MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']) },
    };
  }
  return completeSignIn(services, user, client);
}

/** After the password: a new password first if an administrator set a temporary one. */
export async function continueAfterPassword(
  services: Services,
  user: UserRecord,
  pool: PoolSettings,
  client: ClientSettings,
): Promise<SignInStep> {
  if (user.status !== 'FORCE_CHANGE_PASSWORD') return continueToMfa(services, user, pool, client);
  const Session = await createAuthSession(services, {
    userId: user.id,
    poolId: user.poolId,
    client,
    stage: 'NEW_PASSWORD_REQUIRED',
  });
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
