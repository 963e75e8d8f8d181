import { mergeAttributes, readAttributes } from '../services/attributes.js';
import type { Uses } from '../services/context.js';
import { assertPasswordConforms } from '../services/password-policy.js';
import type { ClientSettings, PoolSettings } from '../services/pool-settings.js';
import { emailKey, findUserById, setPassword } from '../services/users.js';
import { continueAfterPassword, type SignInStep } from './next-step.js';
import { claimStoredSession } from './statements.js';

const attributePrefix = 'userAttributes.';

/**
 * RespondToAuthChallenge NEW_PASSWORD_REQUIRED: the user sets a permanent password (and any
 * attributes the client sends as `userAttributes.<name>`), then the sign-in goes on.
 */
export async function answerNewPasswordRequired(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>,
  request: { pool: PoolSettings; client: ClientSettings; session: string },
  responses: Record<string, string> & { USERNAME: string; NEW_PASSWORD: string },
): Promise<SignInStep> {
  const attributeList = Object.entries(responses)
    .filter(([name]) => name.startsWith(attributePrefix))
    .map(([name, value]) => ({ Name: name.slice(attributePrefix.length), Value: value }));
  const changes = readAttributes(request.pool, attributeList, { allowVerificationFlags: false });
  assertPasswordConforms(request.pool.Policies.PasswordPolicy, responses.NEW_PASSWORD);
  const { user } = await claimStoredSession(services, request.session, {
    answerer: 'RespondToAuthChallenge',
    challengeName: 'NEW_PASSWORD_REQUIRED',
    clientId: request.client.ClientId,
    username: responses.USERNAME,
  });
  const attributes = mergeAttributes(user.attributes, changes);
  await setPassword(services, user, responses.NEW_PASSWORD, {
    status: 'CONFIRMED',
    temporaryPasswordExpiresAt: null,
    attributes,
    emailKey: emailKey(attributes),
  });
  const updated = (await findUserById(services, user.id)) ?? user;
  return continueAfterPassword(
    services,
    'NEW_PASSWORD_REQUIRED',
    updated,
    request.pool,
    request.client,
  );
}
