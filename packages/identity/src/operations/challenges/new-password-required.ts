import { z } from 'zod';
import { mergeAttributes, readAttributes } from '../../services/attributes.js';
import { claimAuthSessionWithUser } from '../../services/auth-sessions.js';
import { assertPasswordConforms } from '../../services/password-policy.js';
import { continueAfterPassword } from '../../services/sign-in-steps.js';
import { emailKey, findUserById, setPassword } from '../../services/users.js';
import { passwordField } from '../fields.js';
import { readResponses, requireSessionUser, type ChallengeHandler } from './challenge-handler.js';

const responsesSchema = z.object({
  USERNAME: z.string().min(1).max(128),
  NEW_PASSWORD: passwordField,
});
const attributePrefix = 'userAttributes.';

export const respondToNewPasswordRequired: ChallengeHandler = async (services, request) => {
  const responses = readResponses(responsesSchema, request.responses);
  const attributeList = Object.entries(request.responses)
    .filter(([name]) => name.startsWith(attributePrefix))
    .map(([name, value]) => ({ Name: name.slice(attributePrefix.length), Value: value }));
  const changes = readAttributes(request.pool, attributeList, { allowVerificationFlags: false });
  assertPasswordConforms(request.pool.Policies.PasswordPolicy, responses.NEW_PASSWORD);
  const claim = await claimAuthSessionWithUser(services, request.session, {
    clientId: request.client.ClientId,
    stages: ['NEW_PASSWORD_REQUIRED'],
  });
  const user = requireSessionUser(claim.user, responses.USERNAME);
  const attributes = mergeAttributes(user.attributes, changes);
  await setPassword(services, user, responses.NEW_PASSWORD, {
    status: 'CONFIRMED',
    temporaryPasswordExpiresAt: null,
    attributes,
    emailKey: emailKey(attributes),
  });
  const updated = (await findUserById(services, user.id)) ?? user;
  return continueAfterPassword(services, updated, request.pool, request.client);
};
