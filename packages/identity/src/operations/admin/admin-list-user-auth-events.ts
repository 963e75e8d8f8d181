import { z } from 'zod';
import { CognitoError } from '../../errors.js';
import { requirePoolUser } from '../../services/admin-users.js';
import { listAuthEvents, recordsAuthEvents } from '../../services/auth-events.js';
import { nextTokenField } from './groups/group-fields.js';
import { defineOperation } from '../define-operation.js';
import { poolUserInput } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

/**
 * The user's sign-in and account events, newest first. Only a pool with threat protection
 * keeps them; any other pool (the default pool among them) is refused as Cognito refuses it.
 */
export const adminListUserAuthEvents = defineOperation({
  name: 'AdminListUserAuthEvents',
  access: 'admin',
  input: z.object({
    ...poolUserInput,
    MaxResults: z.number().int().min(0).max(60).optional(),
    NextToken: nextTokenField,
  }),
  async run(input, services: Uses<'db'>) {
    const { pool, user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    if (!recordsAuthEvents(pool)) {
      throw new CognitoError(
        'UserPoolAddOnNotEnabledException',
        'Advanced security features are not enabled for this user pool.',
      );
    }
    return listAuthEvents(services, user.id, input.MaxResults || 60, input.NextToken);
  },
});
