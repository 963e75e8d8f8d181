import { z } from 'zod';
import { invalidParameter } from '../errors.js';

/** Field shapes and limits from the Cognito API model, shared by the operation schemas. */
export const clientIdField = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w+]+$/, 'Member must match [\\w+]+');
export const usernameField = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u, 'Member must match [\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+');
export const passwordField = z
  .string()
  .min(1)
  .max(256)
  .regex(/^\S(.*\S)?$/su, 'Member must match [\\S]+');
export const confirmationCodeField = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^\S+$/, 'Member must match [\\S]+');
export const totpCodeField = z
  .string()
  .length(6)
  .regex(/^[0-9]+$/, 'Member must match [0-9]+');
export const sessionField = z.string().min(20).max(2048);
export const tokenField = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9\-_=.]+$/, 'Member must match [A-Za-z0-9-_=.]+');
export const poolIdField = z
  .string()
  .min(1)
  .max(55)
  .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'Member must match [\\w-]+_[0-9a-zA-Z]+');
export const attributeNameField = z.string().min(1).max(32);
export const attributeListField = z
  .array(z.object({ Name: attributeNameField, Value: z.string().max(2048).optional() }))
  .max(100);
export const clientMetadataField = z.record(z.string(), z.string()).optional();
/** The SecretHash member; checked by services/client-secret.ts. */
export const secretHashField = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w+=/]+$/, 'Member must match [\\w+=/]+');
/** The input of the operations that send a signed-out user a code: ForgotPassword, ResendConfirmationCode. */
export const codeRequestInput = z.object({
  ClientId: clientIdField,
  Username: usernameField,
  SecretHash: secretHashField.optional(),
  ClientMetadata: clientMetadataField,
});
export const limitField = (maximum: number) => z.number().int().min(0).max(maximum).optional();
export const paginationTokenField = z.string().min(1).max(512).optional();

/** Only the email address is verified by an emailed code. */
export function assertVerifiableByCode(attributeName: string) {
  if (attributeName !== 'email') {
    throw invalidParameter(`Attribute ${attributeName} cannot be verified by code.`);
  }
}

/**
 * The map of parameters inside an input (AuthParameters, ChallengeResponses), read with its
 * own schema: Cognito names the first one missing or malformed.
 */
export function readParameterMap<S extends z.ZodType>(
  schema: S,
  value: Record<string, string> | undefined,
  mapName: string,
): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const missing = parsed.error.issues[0]?.path.map(String).join('.') ?? mapName;
  throw invalidParameter(`Missing required parameter ${missing}`);
}
