import { z } from 'zod';
import { invalidParameter } from '../errors.js';

/**
 * A pattern from the Cognito API model, which matches the whole value. Validation errors print
 * it as given (validation-errors.ts printedPattern), so copy it verbatim from the model and
 * give no message of your own.
 */
export const wholeValuePattern = (pattern: string, flags = '') =>
  new RegExp(`^(?:${pattern})$`, flags);

/** Field shapes and limits from the Cognito API model, shared by the operation schemas. */
export const clientIdField = z.string().min(1).max(128).regex(wholeValuePattern('[\\w+]+'));
/** A client secret an administrator chooses (CreateUserPoolClient's ClientSecret). */
export const clientSecretField = z.string().min(24).max(64).regex(wholeValuePattern('[\\w+]+'));
export const usernameField = z
  .string()
  .min(1)
  .max(128)
  .regex(wholeValuePattern('[\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+', 'u'));
/** Cognito's service checks this anchored pattern (observed), not the model's `[\\S]+`. */
export const passwordField = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[\S]+.*[\S]+$/su);
export const confirmationCodeField = z.string().min(1).max(2048).regex(wholeValuePattern('[\\S]+'));
export const totpCodeField = z.string().length(6).regex(wholeValuePattern('[0-9]+'));
/** AuthFlowType in the model's order; which flows an operation accepts is decided in code. */
export const authFlowField = z.enum([
  'USER_SRP_AUTH',
  'REFRESH_TOKEN_AUTH',
  'REFRESH_TOKEN',
  'CUSTOM_AUTH',
  'ADMIN_NO_SRP_AUTH',
  'USER_PASSWORD_AUTH',
  'ADMIN_USER_PASSWORD_AUTH',
  'USER_AUTH',
]);
export const sessionField = z.string().min(20).max(2048);
export const tokenField = z
  .string()
  .min(1)
  .max(16_384)
  .regex(wholeValuePattern('[A-Za-z0-9-_=.]+'));
export const poolIdField = z
  .string()
  .min(1)
  .max(55)
  .regex(wholeValuePattern('[\\w-]+_[0-9a-zA-Z]+'));
export const attributeNameField = z.string().min(1).max(32);
export const attributeNameListField = z.array(attributeNameField);
export const attributeListField = z
  .array(z.object({ Name: attributeNameField, Value: z.string().max(2048).optional() }))
  .max(100);
export const clientMetadataField = z.record(z.string(), z.string()).optional();
/** The SecretHash member; checked by services/client-secret.ts. */
export const secretHashField = z.string().min(1).max(128).regex(wholeValuePattern('[\\w+=/]+'));
/** The input of the operations that send a signed-out user a code: ForgotPassword, ResendConfirmationCode. */
/** UserContextData: the end user's address (honoured only with propagation on) and device data. */
export const userContextDataField = z
  .object({
    IpAddress: z.string().max(131_072).optional(),
    EncodedData: z.string().max(131_072).optional(),
  })
  .optional();
export const codeRequestInput = z.object({
  ClientId: clientIdField,
  Username: usernameField,
  SecretHash: secretHashField.optional(),
  ClientMetadata: clientMetadataField,
  UserContextData: userContextDataField,
});
export const limitField = (maximum: number) => z.number().int().min(0).max(maximum).optional();
export const paginationTokenField = z.string().min(1).max(512).optional();

/**
 * Cognito verifies only email and phone_number ("Invalid attribute name…" for any other name);
 * this server sends no SMS, so a phone number cannot be verified by code here.
 */
export function assertVerifiableByCode(attributeName: string) {
  if (attributeName !== 'email' && attributeName !== 'phone_number') {
    throw invalidParameter('Invalid attribute name. Only phone_number and email can be verified.');
  }
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

/** Cognito's device keys: `<region>_<uuid>`, at most 55 characters. */
export const deviceKeyField = z
  .string()
  .min(1)
  .max(55)
  .regex(wholeValuePattern('[\\w-]+_[0-9a-f-]+'));
