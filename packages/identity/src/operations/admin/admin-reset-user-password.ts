import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import { issueAndSendCode } from '../../services/codes.js';
import { assertEnabledForReset, resetCodeDestination } from '../../services/password-reset.js';
import { updateUser } from '../../services/users.js';
import { defineOperation } from '../define-operation.js';
import { clientMetadataField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

/**
 * The password stops working; the user must reset it with the code mailed now. Refused, as
 * by Cognito, for a disabled user, one still on a temporary password, and one with no
 * verified address to send the code to.
 */
export const adminResetUserPassword = defineOperation({
  name: 'AdminResetUserPassword',
  access: 'admin',
  input: z.object({ ...poolUserInput, ClientMetadata: clientMetadataField }),
  async run(input, services: Uses<'clock' | 'db' | 'mailer'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    assertEnabledForReset(user);
    const email = resetCodeDestination(user);
    await updateUser(services, user.id, { status: 'RESET_REQUIRED' });
    await issueAndSendCode(services, user, 'forgot-password', email);
    return {};
  },
});
