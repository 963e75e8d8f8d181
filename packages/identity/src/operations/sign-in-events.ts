import { CognitoError } from '../errors.js';
import { recordAuthEvent, recordsAuthEvents, settleSignIn } from '../services/auth-events.js';
import type { Uses } from '../services/context.js';
import type { EventContext } from '../services/event-context.js';
import type { PoolSettings } from '../services/pool-settings.js';
import { findUser } from '../services/users.js';
import type { SignInStep } from '../sign-in/index.js';

/**
 * AdminListUserAuthEvents' SignIn events, recorded around the sign-in module's calls for pools
 * with threat protection only (every other pool goes straight to the call). As Cognito does,
 * one event per sign-in attempt: the password's verdict opens it (Fail, or Pass when tokens
 * follow, or InProgress while a challenge is pending) and the challenge's answer settles it.
 * A refusal is recorded and rethrown; a failure to record is logged, never the answer.
 */
type Services = Uses<'clock' | 'db' | 'log'>;

async function userIdOf(services: Services, pool: PoolSettings, username: string) {
  try {
    return (await findUser(services, pool, username))?.id;
  } catch (error) {
    services.log.error('auth event not recorded', { error: String(error) });
    return undefined;
  }
}

/** A password checked: USER_PASSWORD_AUTH, ADMIN_USER_PASSWORD_AUTH or PASSWORD_VERIFIER. */
export async function withPasswordEvent(
  services: Services,
  pool: PoolSettings,
  attempted: { username: string; context: EventContext },
  attempt: () => Promise<SignInStep>,
): Promise<SignInStep> {
  if (!recordsAuthEvents(pool)) return attempt();
  let step: SignInStep;
  try {
    step = await attempt();
  } catch (error) {
    const userId = refusal(error) ? await userIdOf(services, pool, attempted.username) : undefined;
    if (userId) {
      await recordAuthEvent(services, {
        userId,
        eventType: 'SignIn',
        eventResponse: 'Fail',
        context: attempted.context,
        challenges: [{ ChallengeName: 'Password', ChallengeResponse: 'Failure' }],
      });
    }
    throw error;
  }
  const userId = await userIdOf(services, pool, attempted.username);
  if (userId) {
    await recordAuthEvent(services, {
      userId,
      eventType: 'SignIn',
      eventResponse: step.AuthenticationResult ? 'Pass' : 'InProgress',
      context: attempted.context,
      challenges: [{ ChallengeName: 'Password', ChallengeResponse: 'Success' }],
    });
  }
  return step;
}

/** A later challenge answered (TOTP, MFA set-up, new password): settles the pending event. */
export async function withChallengeEvent(
  services: Services,
  pool: PoolSettings,
  challengeName: string,
  username: string,
  attempt: () => Promise<SignInStep>,
): Promise<SignInStep> {
  if (!recordsAuthEvents(pool)) return attempt();
  const mfa = challengeName === 'SOFTWARE_TOKEN_MFA';
  let step: SignInStep;
  try {
    step = await attempt();
  } catch (error) {
    const userId = mfa && refusal(error) ? await userIdOf(services, pool, username) : undefined;
    if (userId) {
      await settleSignIn(services, userId, 'Fail', {
        ChallengeName: 'Mfa',
        ChallengeResponse: 'Failure',
      });
    }
    throw error;
  }
  const userId = step.AuthenticationResult ? await userIdOf(services, pool, username) : undefined;
  if (userId) {
    const outcome = mfa
      ? { ChallengeName: 'Mfa' as const, ChallengeResponse: 'Success' as const }
      : undefined;
    await settleSignIn(services, userId, 'Pass', outcome);
  }
  return step;
}

/** A refusal of the credentials (not of the request's shape) is a failed sign-in. */
function refusal(error: unknown): boolean {
  return (
    error instanceof CognitoError &&
    ['NotAuthorizedException', 'CodeMismatchException', 'TooManyFailedAttemptsException'].includes(
      error.errorName,
    )
  );
}
