/**
 * The inputs of the `security` API, defined once: the server validates with these and the forms
 * run the same schemas, so a field shows the message the server would give. The field rules
 * themselves are the sign-in flow's (auth/flow), reused rather than restated.
 */
import { z } from 'zod';
import {
  codeProblem,
  emailProblem,
  normalizeCode,
  requireValue,
  requiredMessage,
  usernameProblem,
} from '../auth/flow/field-validation';
import { newPasswordProblem, type PasswordPolicy } from '../auth/flow/password-rules';

/** Lowercase letters and digits, without the look-alikes 0/o, 1/l/i. */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODES_PER_SET = 10;

/** Case, spaces and hyphens do not matter: `K7M2P X9QRT` is `k7m2px9qrt`. */
export function normalizeRecoveryCode(value: string): string {
  return value.toLowerCase().replace(/[\s-]/g, '');
}

/** How a code is shown and saved: two groups of five, `k7m2p-x9qrt`. */
export function formatRecoveryCode(normalized: string): string {
  return `${normalized.slice(0, 5)}-${normalized.slice(5)}`;
}

const recoveryCodePattern = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

export function recoveryCodeProblem(value: string, operation: string): string | null {
  const code = normalizeRecoveryCode(value);
  if (code === '') return requiredMessage('recoveryCode', operation);
  if (!recoveryCodePattern.test(code))
    return 'Enter the recovery code as you saved it: 10 letters and digits, like k7m2p-x9qrt.';
  return null;
}

/** Cognito refuses passwords longer than this. */
const MAX_PASSWORD_LENGTH = 256;

/** A string field checked by one of the flow's rules; a missing field reads as an empty one. */
function checkedField(field: string, operation: string, problem: (value: string) => string | null) {
  return z.string({ error: requiredMessage(field, operation) }).superRefine((value, context) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

function passwordField(field: string, operation: string) {
  return checkedField(field, operation, (value) =>
    value.length > MAX_PASSWORD_LENGTH
      ? `A password has at most ${MAX_PASSWORD_LENGTH} characters.`
      : requireValue(value, field, operation),
  );
}

function authenticatorCodeField(field: string, operation: string) {
  return checkedField(field, operation, (value) => codeProblem(value, field, operation)).transform(
    normalizeCode,
  );
}

function recoveryCodeField(operation: string) {
  return checkedField('recoveryCode', operation, (value) =>
    recoveryCodeProblem(value, operation),
  ).transform(normalizeRecoveryCode);
}

/** A field a form may send empty when the person used the other one: empty means not given. */
function leftEmpty<Field extends z.ZodType<unknown, string>>(field: Field) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(field.optional())
    .optional();
}

/** Inputs with extra keys are refused, so a misspelt field is not silently ignored. */
function input<Shape extends z.ZodRawShape>(operation: string, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${operation} does not take ${issue.keys.join(', ')}.`
        : `The input of ${operation} must be an object.`,
  });
}

export const recoverWithCodeInput = input('recoverWithCode', {
  username: checkedField('username', 'recoverWithCode', (value) =>
    usernameProblem(value, 'recoverWithCode'),
  ).transform((value) => value.trim()),
  password: passwordField('password', 'recoverWithCode'),
  recoveryCode: recoveryCodeField('recoverWithCode'),
});

export const confirmPasswordResetInput = input('confirmPasswordReset', {
  username: checkedField('username', 'confirmPasswordReset', (value) =>
    usernameProblem(value, 'confirmPasswordReset'),
  ).transform((value) => value.trim()),
  code: authenticatorCodeField('code', 'confirmPasswordReset'),
  newPassword: passwordField('newPassword', 'confirmPasswordReset'),
});

/** A step-up: the password and a current code of the authenticator app. */
export const renewRecoveryCodesInput = input('renewRecoveryCodes', {
  password: passwordField('password', 'renewRecoveryCodes'),
  code: authenticatorCodeField('code', 'renewRecoveryCodes'),
});

export const deleteAccountInput = input('deleteAccount', {
  password: passwordField('password', 'deleteAccount'),
  code: authenticatorCodeField('code', 'deleteAccount'),
});

export const ONE_OF_THE_CODES_MESSAGE =
  'Enter either a code from your authenticator app or a recovery code.';

/** The password and either a current authenticator code or a recovery code, never both. */
export const beginAuthenticatorReplacementInput = input('beginAuthenticatorReplacement', {
  password: passwordField('password', 'beginAuthenticatorReplacement'),
  code: leftEmpty(authenticatorCodeField('code', 'beginAuthenticatorReplacement')),
  recoveryCode: leftEmpty(recoveryCodeField('beginAuthenticatorReplacement')),
}).superRefine((value, context) => {
  if ((value.code === undefined) === (value.recoveryCode === undefined))
    context.addIssue({
      code: 'custom',
      path: value.code === undefined ? ['code'] : ['recoveryCode'],
      message: ONE_OF_THE_CODES_MESSAGE,
    });
});

export const completeAuthenticatorReplacementInput = input('completeAuthenticatorReplacement', {
  code: authenticatorCodeField('code', 'completeAuthenticatorReplacement'),
});

export const changePasswordInput = input('changePassword', {
  currentPassword: passwordField('currentPassword', 'changePassword'),
  newPassword: passwordField('newPassword', 'changePassword'),
});

export const requestEmailChangeInput = input('requestEmailChange', {
  email: checkedField('email', 'requestEmailChange', (value) =>
    emailProblem(value, 'requestEmailChange'),
  ).transform((value) => value.trim()),
});

export const confirmEmailChangeInput = input('confirmEmailChange', {
  code: authenticatorCodeField('code', 'confirmEmailChange'),
});

/**
 * The pool's password policy applies to new passwords on top of the inputs above; the policy
 * comes from configuration, so forms and server add it with this (same rule, same message).
 */
export function newPasswordPolicyIssue(
  newPassword: string,
  policy: Partial<PasswordPolicy>,
  operation: string,
): string | null {
  return newPasswordProblem(newPassword, policy, operation);
}

/** A remembered browser, by the device key the identity service gave it. */
export const rememberedBrowserInput = input('rememberedBrowser', {
  deviceKey: z
    .string()
    .min(1)
    .max(55)
    .regex(/^[\w-]+_[0-9a-f-]+$/, 'That is not a remembered browser.'),
});

/** A browser the identity service remembers for the person (the profile's list). */
export interface RememberedBrowser {
  deviceKey: string;
  /** "Chrome 131, Linux", from the name the browser gave itself. */
  name: string;
  rememberedAt: Date;
  lastUsedAt: Date;
}

export const ACTIVITY_KINDS = [
  'sign-in',
  'password-changed',
  'password-reset',
  'email-changed',
  'authenticator-set-up',
  'authenticator-replaced',
  'authenticator-removed',
  'recovery-code-used',
  'recovery-codes-renewed',
  'signed-out-everywhere',
  'browser-remembered',
  'browser-forgotten',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export type ActivityOutcome = 'succeeded' | 'failed';

export interface ActivityEvent {
  id: string;
  kind: ActivityKind;
  outcome: ActivityOutcome;
  at: Date;
  address: string | null;
  browser: string | null;
}

export type RecoverWithCodeInput = z.infer<typeof recoverWithCodeInput>;
export type BeginAuthenticatorReplacementInput = z.infer<typeof beginAuthenticatorReplacementInput>;
