import { z } from 'zod';
import { verifyPasswordAgainstVerifier } from '../crypto/srp.js';
import { notAuthorized } from '../errors.js';
import { recordPoolAuthEvent } from '../services/auth-events.js';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { senderEventContext } from '../services/event-context.js';
import { assertPasswordConforms } from '../services/password-policy.js';
import { srpPoolName } from '../services/pool-settings.js';
import { requirePool } from '../services/pools.js';
import { countAttempt } from '../services/rate-limits.js';
import { replacePassword } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import { passwordField, tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

export const changePassword = defineOperation({
  name: 'ChangePassword',
  access: 'public',
  input: z.object({
    AccessToken: tokenField,
    PreviousPassword: passwordField,
    ProposedPassword: passwordField,
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys' | 'log'>, request) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    await countAttempt(services, user.id, 'ChangePassword');
    const pool = await requirePool(services, user.poolId);
    const verifier = { saltHex: user.srpSalt, verifierHex: user.srpVerifier };
    const poolName = srpPoolName(user.poolId);
    const context = senderEventContext(request);
    if (!verifyPasswordAgainstVerifier(poolName, user.username, input.PreviousPassword, verifier)) {
      await recordPoolAuthEvent(services, pool, user.id, 'PasswordChange', 'Fail', context);
      throw notAuthorized();
    }
    assertPasswordConforms(pool.Policies.PasswordPolicy, input.ProposedPassword);
    if (!(await replacePassword(services, user, input.ProposedPassword))) throw notAuthorized();
    await recordPoolAuthEvent(services, pool, user.id, 'PasswordChange', 'Pass', context);
    return {};
  },
});
