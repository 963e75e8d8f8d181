import { invalidParameter } from '../errors.js';
import {
  mergeAttributes,
  readAttributes,
  type AttributeInput,
  type AttributeRules,
} from './attributes.js';
import { emailDelivery } from './code-messages.js';
import { assertMutable, assertRequiredAttributesKept } from './pool-schema.js';
import { issueAndSendCode } from './codes.js';
import type { Uses } from './context.js';
import type { PoolSettings } from './pool-settings.js';
import { emailKey, updateUser, type UserRecord } from './users.js';

/**
 * Applies attribute changes. A new email needs a code: when the pool keeps the original value
 * until verification, the new address waits in `pendingAttributes`; otherwise it replaces the
 * old one unverified. Returns where codes were sent.
 */
export async function applyAttributeChanges(
  services: Uses<'clock' | 'db' | 'mailer'>,
  pool: PoolSettings,
  user: UserRecord,
  list: AttributeInput[],
  rules: AttributeRules & { markEmailVerified?: boolean },
) {
  const changes = readAttributes(pool, list, rules);
  assertMutable(pool, changes);
  assertRequiredAttributesKept(pool, changes);
  const newEmail = changes.email;
  if (newEmail === '') throw invalidParameter('The email attribute cannot be removed.');
  const emailChanges = newEmail !== undefined && newEmail !== user.attributes.email;
  const verifiedByCaller = rules.markEmailVerified || changes.email_verified === 'true';
  delete changes.email;
  let attributes = mergeAttributes(user.attributes, changes);
  let pendingAttributes = user.pendingAttributes;
  const needsCode = emailChanges && !verifiedByCaller;
  if (emailChanges && verifiedByCaller) {
    attributes = { ...attributes, email: newEmail, email_verified: 'true' };
    pendingAttributes = {};
  } else if (needsCode) {
    const keepOriginal =
      pool.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate?.includes(
        'email',
      );
    if (keepOriginal && user.attributes.email) pendingAttributes = { email: newEmail };
    else attributes = { ...attributes, email: newEmail, email_verified: 'false' };
  }
  await updateUser(services, user.id, {
    attributes,
    pendingAttributes,
    emailKey: emailKey(attributes),
  });
  if (!needsCode) return [];
  await issueAndSendCode(services, user, 'verify-email', newEmail);
  return [emailDelivery(newEmail)];
}

/**
 * DeleteUserAttributes and AdminDeleteUserAttributes: in Cognito, deleting is updating to an
 * empty value, so the same rules (schema, `sub`, required attributes, verification flags) hold.
 */
export async function deleteAttributes(
  services: Uses<'clock' | 'db' | 'mailer'>,
  pool: PoolSettings,
  user: UserRecord,
  names: string[],
  rules: AttributeRules,
) {
  const list = names.map((name) => ({ Name: name, Value: '' }));
  await applyAttributeChanges(services, pool, user, list, rules);
}
