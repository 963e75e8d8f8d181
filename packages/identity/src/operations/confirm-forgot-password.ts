import { z } from 'zod';
import { CognitoError, messages } from '../errors.js';
import { consumeCode } from '../services/codes.js';
import { assertPasswordConforms } from '../services/password-policy.js';
import { assertSecretHash } from '../services/client-secret.js';
import { requireClient } from '../services/pools.js';
import { countAttempt } from '../services/rate-limits.js';
import { unknownUserError } from '../services/user-existence.js';
import { findUser, setPassword } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import {
  clientIdField,
  clientMetadataField,
  confirmationCodeField,
  passwordField,
  secretHashField,
  usernameField,
} from './fields.js';
import { clearedFailures } from '../sign-in/index.js';
import type { Uses } from '../services/context.js';

export const confirmForgotPassword = defineOperation({
  name: 'ConfirmForgotPassword',
  access: 'public',
  input: z.object({
    ClientId: clientIdField,
    Username: usernameField,
    SecretHash: secretHashField.optional(),
    ConfirmationCode: confirmationCodeField,
    Password: passwordField,
    ClientMetadata: clientMetadataField,
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const { pool, client } = await requireClient(services, input.ClientId);
    assertSecretHash(client, input.Username, input.SecretHash);
    const user = await findUser(services, pool, input.Username);
    const mismatch = new CognitoError('CodeMismatchException', messages.codeMismatch);
    if (!user) throw unknownUserError(client, mismatch);
    if (!user.enabled) throw mismatch;
    await countAttempt(services, user.id, 'ConfirmForgotPassword');
    assertPasswordConforms(pool.Policies.PasswordPolicy, input.Password);
    await consumeCode(services, user.id, 'forgot-password', input.ConfirmationCode);
    const resetDone = user.status === 'RESET_REQUIRED' || user.status === 'FORCE_CHANGE_PASSWORD';
    await setPassword(services, user, input.Password, {
      ...(resetDone ? { status: 'CONFIRMED', temporaryPasswordExpiresAt: null } : {}),
      ...clearedFailures,
    });
    return {};
  },
});
