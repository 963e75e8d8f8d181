import { z } from 'zod';
import { CognitoError, invalidParameter, messages, notAuthorized } from '../errors.js';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { claimAuthSession, createAuthSession } from '../services/auth-sessions.js';
import type { Services } from '../services/context.js';
import { findPool, requireClient, requirePool } from '../services/pools.js';
import { associateNewSecret } from '../services/totp-factor.js';
import { findUserById } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import { sessionField, tokenField } from './fields.js';

async function assertPoolAllowsTotp(services: Services, poolId: string) {
  const pool = await requirePool(services, poolId);
  if (pool.SoftwareTokenMfaConfiguration?.Enabled === false) {
    throw new CognitoError(
      'SoftwareTokenMFANotFoundException',
      'Software Token MFA has not been enabled by the userPool.',
    );
  }
}

export const associateSoftwareToken = defineOperation({
  name: 'AssociateSoftwareToken',
  access: 'public',
  input: z.object({ AccessToken: tokenField.optional(), Session: sessionField.optional() }),
  async run(input, services) {
    if ((input.AccessToken === undefined) === (input.Session === undefined)) {
      throw invalidParameter('Provide either an AccessToken or a Session.');
    }
    if (input.AccessToken !== undefined) {
      const { user } = await authenticateAccessToken(services, input.AccessToken);
      await assertPoolAllowsTotp(services, user.poolId);
      return { SecretCode: await associateNewSecret(services, user) };
    }
    const session = await claimAuthSession(services, input.Session ?? '', {
      stages: ['MFA_SETUP', 'MFA_SETUP_ASSOCIATED'],
    });
    const user = session.userId ? await findUserById(services, session.userId) : undefined;
    if (!user || !(await findPool(services, user.poolId)))
      throw notAuthorized(messages.sessionExpired);
    await assertPoolAllowsTotp(services, user.poolId);
    const SecretCode = await associateNewSecret(services, user);
    const { client } = await requireClient(services, session.clientId);
    const Session = await createAuthSession(services, {
      userId: user.id,
      poolId: user.poolId,
      client,
      stage: 'MFA_SETUP_ASSOCIATED',
    });
    return { SecretCode, Session };
  },
});
