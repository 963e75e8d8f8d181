import { recordPoolAuthEvent } from '../services/auth-events.js';
import { emailDelivery } from '../services/code-messages.js';
import { issueAndSendCode } from '../services/codes.js';
import { assertSelfServiceRecovery, resetCodeDestination } from '../services/password-reset.js';
import { assertSecretHash } from '../services/client-secret.js';
import { publicEventContext } from '../services/event-context.js';
import { requireClient } from '../services/pools.js';
import { countAttempt } from '../services/rate-limits.js';
import { deliveryForUnknownUser } from '../services/user-existence.js';
import { findUser } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import { codeRequestInput } from './fields.js';
import type { Uses } from '../services/context.js';

export const forgotPassword = defineOperation({
  name: 'ForgotPassword',
  access: 'public',
  input: codeRequestInput,
  async run(input, services: Uses<'clock' | 'db' | 'log' | 'mailer'>, request) {
    const { pool, client } = await requireClient(services, input.ClientId);
    assertSecretHash(client, input.Username, input.SecretHash);
    assertSelfServiceRecovery(pool);
    const user = await findUser(services, pool, input.Username);
    if (!user || !user.enabled) {
      return deliveryForUnknownUser(client, input.Username);
    }
    await countAttempt(services, user.id, 'ForgotPassword');
    const email = resetCodeDestination(user);
    await issueAndSendCode(services, user, 'forgot-password', email);
    const context = publicEventContext(request, client, input.UserContextData);
    await recordPoolAuthEvent(services, pool, user.id, 'ForgotPassword', 'Pass', context);
    return { CodeDeliveryDetails: emailDelivery(email) };
  },
});
