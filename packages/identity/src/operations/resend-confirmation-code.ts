import { invalidParameter } from '../errors.js';
import { recordPoolAuthEvent } from '../services/auth-events.js';
import { emailDelivery } from '../services/code-messages.js';
import { sendSignUpConfirmation } from '../services/sign-up-confirmation.js';
import { assertSecretHash } from '../services/client-secret.js';
import { publicEventContext } from '../services/event-context.js';
import { requireClient } from '../services/pools.js';
import { countAttempt } from '../services/rate-limits.js';
import { deliveryForUnknownUser } from '../services/user-existence.js';
import { findUser } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import { codeRequestInput } from './fields.js';
import type { Uses } from '../services/context.js';

export const resendConfirmationCode = defineOperation({
  name: 'ResendConfirmationCode',
  access: 'public',
  input: codeRequestInput,
  async run(input, services: Uses<'clock' | 'db' | 'hosted' | 'log' | 'mailer'>, request) {
    const { pool, client } = await requireClient(services, input.ClientId);
    assertSecretHash(client, input.Username, input.SecretHash);
    const user = await findUser(services, pool, input.Username);
    if (!user) {
      return deliveryForUnknownUser(client, input.Username);
    }
    await countAttempt(services, user.id, 'ResendConfirmationCode');
    if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
    const email = user.attributes.email;
    if (!email) throw invalidParameter('User has no email address to send a code to.');
    await sendSignUpConfirmation(services, { pool, client, user, email });
    const context = publicEventContext(request, client, input.UserContextData);
    await recordPoolAuthEvent(services, pool, user.id, 'ResendCode', 'Pass', context);
    return { CodeDeliveryDetails: emailDelivery(email) };
  },
});
