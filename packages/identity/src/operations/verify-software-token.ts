import { z } from 'zod';
import { CognitoError, invalidParameter, messages, notAuthorized } from '../errors.js';
import { authenticateAccessToken } from '../services/access-tokens.js';
import {
  claimAuthSession,
  createAuthSession,
  releaseAfterWrongCode,
} from '../services/auth-sessions.js';
import { requireClient } from '../services/pools.js';
import { verifyPendingCode } from '../services/totp-factor.js';
import { findUserById } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import { sessionField, tokenField, totpCodeField } from './fields.js';

function codeMismatch() {
  return new CognitoError(
    'EnableSoftwareTokenMFAException',
    'Code mismatch and fail enable Software Token MFA',
  );
}

export const verifySoftwareToken = defineOperation({
  name: 'VerifySoftwareToken',
  access: 'public',
  input: z.object({
    AccessToken: tokenField.optional(),
    Session: sessionField.optional(),
    UserCode: totpCodeField,
    FriendlyDeviceName: z.string().max(131_072).optional(),
  }),
  async run(input, services) {
    if ((input.AccessToken === undefined) === (input.Session === undefined)) {
      throw invalidParameter('Provide either an AccessToken or a Session.');
    }
    if (input.AccessToken !== undefined) {
      const { user } = await authenticateAccessToken(services, input.AccessToken);
      if (!(await verifyPendingCode(services, user, input.UserCode))) throw codeMismatch();
      return { Status: 'SUCCESS' };
    }
    const session = await claimAuthSession(services, input.Session ?? '', {
      stages: ['MFA_SETUP_ASSOCIATED'],
    });
    const user = session.userId ? await findUserById(services, session.userId) : undefined;
    if (!user) throw notAuthorized(messages.sessionExpired);
    if (!(await verifyPendingCode(services, user, input.UserCode))) {
      await releaseAfterWrongCode(services, session);
      throw codeMismatch();
    }
    const { client } = await requireClient(services, session.clientId);
    const Session = await createAuthSession(services, {
      userId: user.id,
      poolId: user.poolId,
      client,
      stage: 'MFA_SETUP_VERIFIED',
    });
    return { Status: 'SUCCESS', Session };
  },
});
