import type { ChallengeNameType } from '@aws-sdk/client-cognito-identity-provider';
import { sealText } from '../crypto/secret-box.js';
import type { Uses } from '../services/context.js';
import type { ClientSettings, PoolSettings } from '../services/pool-settings.js';
import { issueTokensForSignIn } from '../services/tokens.js';
import type { UserRecord } from '../services/users.js';
import { createStoredSession, passwordSuccessWrite, type PasswordSuccess } from './statements.js';
import type { DeviceRow } from '../services/devices.js';
import { deviceSrpChallenge } from './device-srp.js';
import { deviceStandsIn } from './devices.js';
import { stages, type Outcome, type PasswordFlow, type Stage } from './stages.js';

/** What a sign-in operation answers: a challenge with its Session, or tokens. */
export interface SignInStep {
  ChallengeName?: ChallengeNameType;
  Session?: string;
  ChallengeParameters: Record<string, string>;
  AuthenticationResult?: Awaited<ReturnType<typeof issueTokensForSignIn>> & {
    NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
  };
}

export type StageAfterPassword = Extract<
  Outcome,
  'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP' | 'TOKENS'
>;

/**
 * The stage after a right password: a new password first if an administrator set a temporary
 * one, then the MFA the pool requires or the user chose, or tokens. It reads only these three
 * fields of the user, which PASSWORD_VERIFIER relies on (it plans with them at InitiateAuth).
 */
export function stageAfterPassword(
  user: Pick<UserRecord, 'status' | 'totpSecretSealed' | 'totpEnabled'>,
  pool: PoolSettings,
): StageAfterPassword {
  if (user.status === 'FORCE_CHANGE_PASSWORD') return 'NEW_PASSWORD_REQUIRED';
  const mfaRequired = pool.MfaConfiguration === 'ON';
  if (user.totpSecretSealed !== null && (mfaRequired || user.totpEnabled)) {
    return 'SOFTWARE_TOKEN_MFA';
  }
  return mfaRequired ? 'MFA_SETUP' : 'TOKENS';
}

export async function completeSignIn(
  services: Uses<'clock' | 'config' | 'db' | 'keys'>,
  user: UserRecord,
  client: ClientSettings,
  success?: PasswordSuccess,
): Promise<SignInStep> {
  return {
    ChallengeParameters: {},
    AuthenticationResult: await issueTokensForSignIn(
      services,
      user,
      client,
      passwordSuccessWrite(services, success),
    ),
  };
}

/**
 * The SOFTWARE_TOKEN_MFA Session: the stored session's token, then the user's id and sealed
 * TOTP secret sealed again with the data key and bound to the token, so the code can be
 * checked before any database work (software-token-mfa.ts).
 */
function mfaSessionFor(services: Uses<'secrets'>, token: string, user: UserRecord) {
  const hint = JSON.stringify({ u: user.id, t: user.totpSecretSealed });
  return `${token}.${sealText(services.secrets.dataKey, hint, token)}`;
}

/** The challenge a client gets for a stored session (`token`) of that stage. */
export function challengeFor(
  services: Uses<'secrets'>,
  stage: Exclude<StageAfterPassword, 'TOKENS'>,
  token: string,
  user: UserRecord,
): SignInStep {
  const ChallengeName = stages[stage].challengeName;
  if (stage === 'SOFTWARE_TOKEN_MFA') {
    return {
      ChallengeName,
      Session: mfaSessionFor(services, token, user),
      ChallengeParameters: {},
    };
  }
  if (stage === 'MFA_SETUP') {
    return {
      ChallengeName,
      Session: token,
      ChallengeParameters: { MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']) },
    };
  }
  const { email_verified: _verified, ...visible } = user.attributes;
  return {
    ChallengeName,
    Session: token,
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.username,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(visible),
    },
  };
}

/**
 * After the password (from `from`): the stage for this user, its session stored, or tokens.
 * `success` (clearing the failed-attempt count) commits with that write.
 */
export async function continueAfterPassword(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>,
  from: Stage | PasswordFlow,
  user: UserRecord,
  pool: PoolSettings,
  client: ClientSettings,
  success?: PasswordSuccess,
  /** The device the sign-in named (devices.ts); a remembered one may stand in for MFA. */
  device?: DeviceRow | null,
): Promise<SignInStep> {
  const stage = stageAfterPassword(user, pool);
  if (deviceStandsIn(pool, device, stage)) {
    const token = await createStoredSession(
      services,
      { from, stage: 'DEVICE_SRP_AUTH', user, client },
      success,
    );
    return deviceSrpChallenge(services, token, user, device);
  }
  if (stage === 'TOKENS') return completeSignIn(services, user, client, success);
  const token = await createStoredSession(services, { from, stage, user, client }, success);
  return challengeFor(services, stage, token, user);
}
