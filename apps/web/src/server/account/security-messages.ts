import 'server-only';

/** The security API's own messages (the identity service's come through identity-errors.ts). */
export const SECURITY_MESSAGES = {
  wrongRecoveryCode: 'That recovery code is not right, or it has been used already.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  codesExist: 'You already have recovery codes. You can make new ones on the Security page.',
  authenticatorNeeded: 'Set up your authenticator app first.',
  serverClientMissing:
    'Account security is not set up on this server yet. Please contact the administrator.',
} as const;
