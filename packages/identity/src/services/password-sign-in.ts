import { verifyPasswordAgainstVerifier } from '../crypto/srp.js';
import { notAuthorized } from '../errors.js';
import { assertAccountCanSignIn } from './account-state.js';
import type { Services } from './context.js';
import { beginPasswordAttempt, simulatePasswordAttempt } from './lockout.js';
import { srpPoolName, type ClientSettings, type PoolSettings } from './pool-settings.js';
import { continueAfterPassword, type SignInStep } from './sign-in-steps.js';
import { simulatedIdentity } from './simulated-user.js';
import { unknownUserError } from './user-existence.js';
import { findUser } from './users.js';

/** InitiateAuth USER_PASSWORD_AUTH; an unknown user costs the same verifier computation. */
export async function passwordSignIn(
  services: Services,
  pool: PoolSettings,
  client: ClientSettings,
  username: string,
  password: string,
): Promise<SignInStep> {
  const poolName = srpPoolName(pool.Id);
  const user = await findUser(services, pool.Id, username);
  if (!user) {
    const simulated = simulatedIdentity(services, pool.Id, username);
    await simulatePasswordAttempt(services, simulated.userIdForSrp);
    verifyPasswordAgainstVerifier(poolName, simulated.userIdForSrp, password, simulated);
    throw unknownUserError(client, notAuthorized());
  }
  assertAccountCanSignIn(user, services.clock.nowInMs());
  await beginPasswordAttempt(services, user.id);
  const verifier = { saltHex: user.srpSalt, verifierHex: user.srpVerifier };
  if (!verifyPasswordAgainstVerifier(poolName, user.username, password, verifier)) {
    throw notAuthorized();
  }
  const success = { userId: user.id };
  return continueAfterPassword(services, user, pool, client, success);
}
