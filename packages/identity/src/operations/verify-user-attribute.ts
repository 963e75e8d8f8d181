import { z } from 'zod';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { checkCode, deleteCodes } from '../services/codes.js';
import { countAttempt } from '../services/rate-limits.js';
import { emailKey, updateUser } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import {
  assertVerifiableByCode,
  attributeNameField,
  confirmationCodeField,
  tokenField,
} from './fields.js';
import type { Uses } from '../services/context.js';

/**
 * A right code makes a pending email address the real one, verified: an alias, in a pool with
 * email aliases.
 */
export const verifyUserAttribute = defineOperation({
  name: 'VerifyUserAttribute',
  access: 'public',
  input: z.object({
    AccessToken: tokenField,
    AttributeName: attributeNameField,
    Code: confirmationCodeField,
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    assertVerifiableByCode(input.AttributeName);
    await countAttempt(services, user.id, 'VerifyUserAttribute');
    await checkCode(services, user.id, 'verify-email', input.Code);
    const { email: pendingEmail, ...stillPending } = user.pendingAttributes;
    const attributes = {
      ...user.attributes,
      ...(pendingEmail ? { email: pendingEmail } : {}),
      email_verified: 'true',
    };
    // An email alias another user holds is refused (AliasExistsException) before the code is
    // used up.
    await updateUser(services, user.id, {
      attributes,
      pendingAttributes: stillPending,
      emailKey: emailKey(attributes),
    });
    await deleteCodes(services, user.id, 'verify-email');
    return {};
  },
});
