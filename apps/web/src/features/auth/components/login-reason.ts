/** Why the login page was opened, in words (the `reason` query value). */
export function loginReasonMessage(
  reason: string | null,
): { text: string; severity: 'info' | 'success' | 'warning' } | null {
  switch (reason) {
    case 'session_expired':
      return {
        severity: 'warning',
        text: 'Your sign-in session expired before the authenticator step was finished, so we signed you out. Sign in again to continue.',
      };
    case 'session_ended':
      return {
        severity: 'warning',
        text: 'Your session has ended, for example after signing out everywhere. Please sign in again.',
      };
    case 'signed_out':
      return { severity: 'success', text: 'You have signed out.' };
    case 'signed_out_everywhere':
      return { severity: 'success', text: 'You have signed out on every device.' };
    case 'account_deleted':
      return { severity: 'success', text: 'Your account has been deleted.' };
    case 'password_reset':
      return {
        severity: 'success',
        text: 'Your password has been reset. Sign in with your new password.',
      };
    case 'confirmed':
      return {
        severity: 'success',
        text: 'Your account is confirmed. Sign in to set up your authenticator app.',
      };
    default:
      return null;
  }
}
