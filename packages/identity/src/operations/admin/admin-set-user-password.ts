import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import { assertPasswordConforms } from '../../services/password-policy.js';
import { setPassword } from '../../services/users.js';
import { defineOperation } from '../define-operation.js';
import { passwordField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';
import { clearedFailures } from '../../sign-in/index.js';
import type { Uses } from '../../services/context.js';

export const adminSetUserPassword = defineOperation({
  name: 'AdminSetUserPassword',
  access: 'admin',
  input: z.object({ ...poolUserInput, Password: passwordField, Permanent: z.boolean().optional() }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const { pool, user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    const policy = pool.Policies.PasswordPolicy;
    assertPasswordConforms(policy, input.Password);
    const validUntil = services.clock.nowInMs() + policy.TemporaryPasswordValidityDays * 86_400_000;
    await setPassword(services, user, input.Password, {
      status: input.Permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
      temporaryPasswordExpiresAt: input.Permanent ? null : validUntil,
      ...clearedFailures,
    });
    return {};
  },
});
