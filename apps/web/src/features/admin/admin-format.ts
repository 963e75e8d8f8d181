import type { AdminAction, PersonStatus } from './admin-inputs';

/** A date and time as the console shows it, or what stands for none. */
export function formatWhen(at: Date | null, none = 'Never'): string {
  return at ? at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : none;
}

const STATUS_WORDS: Record<PersonStatus, string> = {
  confirmed: 'Confirmed',
  unconfirmed: 'Unconfirmed',
  disabled: 'Disabled',
  'reset-required': 'Password reset required',
  other: 'Other',
};

export function describeStatus(status: PersonStatus): string {
  return STATUS_WORDS[status];
}

const ACTION_WORDS: Record<AdminAction, string> = {
  'grant-admin': 'Made administrator',
  'revoke-admin': 'Administrator rights removed',
  'disable-sign-in': 'Sign-in disabled',
  'enable-sign-in': 'Sign-in enabled',
  'reset-authenticator': 'Authenticator reset',
  'sign-out-everywhere': 'Signed out everywhere',
  'resend-confirmation': 'Confirmation code resent',
  'extend-trial': 'Trial extended',
  'end-trial': 'Trial ended',
  'step-up': 'Step-up confirmation',
};

/** The audit log's words for an action. */
export function describeAdminAction(action: AdminAction): string {
  return ACTION_WORDS[action];
}
