import { z } from 'zod';
import { requirePoolUser } from '../../services/admin-users.js';
import { issueAndSendCode } from '../../services/codes.js';
import { updateUser } from '../../services/users.js';
import { defineOperation } from '../define-operation.js';
import { clientMetadataField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

/** The password stops working; the user must reset it with the code mailed now. */
export const adminResetUserPassword = defineOperation({
  name: 'AdminResetUserPassword',
  access: 'admin',
  input: z.object({ ...poolUserInput, ClientMetadata: clientMetadataField }),
  async run(input, services: Uses<'clock' | 'db' | 'mailer'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await updateUser(services, user.id, { status: 'RESET_REQUIRED' });
    const email = user.attributes.email;
    if (email && user.attributes.email_verified === 'true') {
      await issueAndSendCode(services, user, 'forgot-password', email);
    }
    return {};
  },
});
