import 'server-only';

/** The admin API's own refusals; the identity service's come through account/identity-errors. */
export const ADMIN_MESSAGES = {
  stepUpNeeded: 'Confirm with your password and a current authenticator code.',
  noSuchPerson: 'No one has that username.',
  alreadyConfirmed: 'This account is confirmed already, so there is no code to resend.',
  noAuthenticator:
    'This person has no authenticator to reset: they set one up at their next sign-in.',
  noAppRecord: 'This person has not signed in yet, so there is no trial to change.',
  staleCursor: 'That page is no longer available. Please search again.',
} as const;
