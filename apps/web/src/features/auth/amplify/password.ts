import { resetPassword } from 'aws-amplify/auth';

/**
 * Sends a reset code; the answer is the same whether or not the account exists. Confirming the
 * reset goes through the app server (`security.confirmPasswordReset`), which records it.
 */
export async function requestPasswordReset(username: string): Promise<void> {
  await resetPassword({ username: username.trim() });
}
