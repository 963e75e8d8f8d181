import { z } from 'zod';
import { CognitoError, messages, notAuthorized } from '../errors.js';
import { assertSecretHash } from '../services/client-secret.js';
import { checkCode, deleteCodes } from '../services/codes.js';
import { requireClient } from '../services/pools.js';
import { countAttempt } from '../services/rate-limits.js';
import { writeForcingAliases } from '../services/sign-in-names.js';
import { findUser, updateUserInStatus } from '../services/users.js';
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
    const user = await findUser(services, pool, input.Username);
    if (!user) {
      throw unknownUserError(
        client,
        new CognitoError('CodeMismatchException', messages.codeMismatch),
      );
    }
    await countAttempt(services, user.id, 'ConfirmSignUp');
    const cannotConfirm = (status: string) =>
      notAuthorized(`User cannot be confirmed. Current status is ${status}`);
    if (user.status !== 'UNCONFIRMED') throw cannotConfirm(user.status);
    await checkCode(services, user.id, 'sign-up', input.ConfirmationCode);
    const autoVerified = pool.AutoVerifiedAttributes?.includes('email') && user.attributes.email;
    const attributes = autoVerified
      ? { ...user.attributes, email_verified: 'true' }
      : user.attributes;
    // A verified email that is another user's alias is refused here (AliasExistsException),
    // before the code is used up, so the same code works with ForceAliasCreation.
    const confirmed = await writeForcingAliases(
      services,
      { pool, userId: user.id, attributes },
      input.ForceAliasCreation,
      () =>
        updateUserInStatus(services, user.id, 'UNCONFIRMED', { status: 'CONFIRMED', attributes }),
    );
    if (!confirmed) throw cannotConfirm('CONFIRMED');
    await deleteCodes(services, user.id, 'sign-up');
    return {};
  },
});
