import { confirmResetPassword, resetPassword, updatePassword } from 'aws-amplify/auth';

/** Sends a reset code; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(username: string): Promise<void> {
  await resetPassword({ username: username.trim() });
}

export async function confirmPasswordReset(input: {
  username: string;
  code: string;
  newPassword: string;
}): Promise<void> {
  await confirmResetPassword({
    username: input.username.trim(),
    confirmationCode: input.code,
    newPassword: input.newPassword,
  });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword: currentPassword, newPassword });
}
