/**
 * The inputs of the `admin` API (the support console), defined once: the server validates with
 * these and the dialogs run the same schemas, so a field shows the message the server would
 * give. Field rules are the sign-in flow's (auth/flow), reused rather than restated.
 */
import { z } from 'zod';
import {
  codeProblem,
  normalizeCode,
  requireValue,
  requiredMessage,
  usernameProblem,
} from '../auth/flow/field-validation';

export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;
export const REASON_MESSAGE = 'Give a reason (at least 3 characters).';
export const REASON_TOO_LONG_MESSAGE = `A reason has at most ${REASON_MAX_LENGTH} characters.`;
export const TRIAL_DAYS_MESSAGE = 'Extend by 1 to 365 days.';
export const MAX_TRIAL_EXTENSION_DAYS = 365;
/** After a step-up, an admin's sensitive actions need no new one for this long (decision 016). */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;
/** Longest query the search takes: a username has at most 128 characters, an email 254. */
const MAX_QUERY_LENGTH = 254;
/** Cognito refuses passwords longer than this. */
const MAX_PASSWORD_LENGTH = 256;

/** A string field checked by one of the flow's rules; a missing field reads as an empty one. */
function checkedField(field: string, operation: string, problem: (value: string) => string | null) {
  return z.string({ error: requiredMessage(field, operation) }).superRefine((value, context) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
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

function usernameField(operation: string) {
  return checkedField('username', operation, (value) =>
    usernameProblem(value, operation),
  ).transform((value) => value.trim());
}

/** Why the admin acts: kept in the audit log with the action. */
const reasonField = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .min(REASON_MIN_LENGTH, { error: REASON_MESSAGE })
  .max(REASON_MAX_LENGTH, { error: REASON_TOO_LONG_MESSAGE });

/** The admin's own password and a current authenticator code, opening a step-up window. */
function stepUpField(operation: string) {
  return z
    .strictObject({
      password: checkedField('password', operation, (value) =>
        value.length > MAX_PASSWORD_LENGTH
          ? `A password has at most ${MAX_PASSWORD_LENGTH} characters.`
          : requireValue(value, 'password', operation),
      ),
      code: checkedField('code', operation, (value) =>
        codeProblem(value, 'code', operation),
      ).transform(normalizeCode),
    })
    .optional();
}

/** An opaque paging cursor the server handed out; the client only passes it back. */
const cursorField = z.string().max(2048, { error: 'That page cursor is not valid.' }).optional();

function action(operation: string) {
  return input(operation, { username: usernameField(operation), reason: reasonField });
}

function sensitiveAction(operation: string) {
  return input(operation, {
    username: usernameField(operation),
    reason: reasonField,
    stepUp: stepUpField(operation),
  });
}

export const adminSearchInput = input('search', {
  query: checkedField('query', 'search', (value) =>
    value.trim().length > MAX_QUERY_LENGTH
      ? `A search has at most ${MAX_QUERY_LENGTH} characters.`
      : requireValue(value, 'query', 'search'),
  ).transform((value) => value.trim()),
  cursor: cursorField,
});

export const adminPersonInput = input('person', { username: usernameField('person') });

export const adminAuditInput = input('audit', { cursor: cursorField });

export const disableSignInInput = sensitiveAction('disableSignIn');
export const enableSignInInput = action('enableSignIn');
export const resetAuthenticatorInput = sensitiveAction('resetAuthenticator');
export const signOutEverywhereInput = sensitiveAction('signOutEverywhere');
export const resendConfirmationInput = action('resendConfirmation');
export const endTrialInput = sensitiveAction('endTrial');
export const extendTrialInput = input('extendTrial', {
  username: usernameField('extendTrial'),
  reason: reasonField,
  days: z
    .number({ error: TRIAL_DAYS_MESSAGE })
    .int({ error: TRIAL_DAYS_MESSAGE })
    .min(1, { error: TRIAL_DAYS_MESSAGE })
    .max(MAX_TRIAL_EXTENSION_DAYS, { error: TRIAL_DAYS_MESSAGE }),
});

export type AdminStepUp = NonNullable<z.output<ReturnType<typeof stepUpField>>>;
export type AdminActionInput = z.output<ReturnType<typeof action>>;
export type SensitiveActionInput = z.output<ReturnType<typeof sensitiveAction>>;
export type ExtendTrialInput = z.output<typeof extendTrialInput>;

/** How the console words an identity account's state (disabled wins over the rest). */
export const PERSON_STATUSES = [
  'confirmed',
  'unconfirmed',
  'disabled',
  'reset-required',
  'other',
] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const ADMIN_ACTIONS = [
  'grant-admin',
  'revoke-admin',
  'disable-sign-in',
  'enable-sign-in',
  'reset-authenticator',
  'sign-out-everywhere',
  'resend-confirmation',
  'extend-trial',
  'end-trial',
  'step-up',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Actions that can lock a person out or take a factor away: they need a step-up window. */
export const SENSITIVE_ACTIONS: readonly AdminAction[] = [
  'reset-authenticator',
  'disable-sign-in',
  'sign-out-everywhere',
  'end-trial',
];
export type AuditOutcome = 'succeeded' | 'failed';

/** One row of the audit log. `adminUsername` is `command line` for grants made by the command. */
export interface AuditEntry {
  id: string;
  at: Date;
  adminUsername: string;
  targetUsername: string;
  action: AdminAction;
  reason: string;
  outcome: AuditOutcome;
  detail: string | null;
}
