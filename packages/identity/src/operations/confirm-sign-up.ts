import { z } from 'zod';
import { CognitoError, messages, notAuthorized } from '../errors.js';
import { consumeCode } from '../services/codes.js';
import { assertSecretHash } from '../services/client-secret.js';
import { requireClient } from '../services/pools.js';
import { countAttempt } from '../services/rate-limits.js';
import { findUser, updateUser } from '../services/users.js';
import { unknownUserError } from '../services/user-existence.js';
import { defineOperation } from './define-operation.js';
import {
  clientIdField,
  clientMetadataField,
  confirmationCodeField,
  secretHashField,
  usernameField,
} from './fields.js';
import type { Uses } from '../services/context.js';

export const confirmSignUp = defineOperation({
  name: 'ConfirmSignUp',
  access: 'public',
  input: z.object({
    ClientId: clientIdField,
    Username: usernameField,
    SecretHash: secretHashField.optional(),
    ConfirmationCode: confirmationCodeField,
    ForceAliasCreation: z.boolean().optional(),
    ClientMetadata: clientMetadataField,
  }),
  async run(input, services: Uses<'clock' | 'db'>) {
    const { pool, client } = await requireClient(services, input.ClientId);
    assertSecretHash(client, input.Username, input.SecretHash);
    const user = await findUser(services, pool.Id, input.Username);
    if (!user) {
      throw unknownUserError(
        client,
        new CognitoError('CodeMismatchException', messages.codeMismatch),
      );
    }
    await countAttempt(services, user.id, 'ConfirmSignUp');
    if (user.status !== 'UNCONFIRMED') {
      throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
    }
    await consumeCode(services, user.id, 'sign-up', input.ConfirmationCode);
    const autoVerified = pool.AutoVerifiedAttributes?.includes('email') && user.attributes.email;
    await updateUser(services, user.id, {
      status: 'CONFIRMED',
      attributes: autoVerified ? { ...user.attributes, email_verified: 'true' } : user.attributes,
    });
    return {};
  },
});
