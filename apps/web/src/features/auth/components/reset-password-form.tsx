'use client';
import { Button } from '@/components/button/button';
import { CodeField } from '@/components/form/code-field';
import { Form } from '@/components/form/form';
import { NewPasswordField } from '@/components/form/new-password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { usePublicConfig } from '@/components/public-config-context';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useAuth } from '../auth-context';
import { codeProblem, normalizeCode } from '../flow/field-validation';
import { newPasswordProblem } from '../flow/password-rules';
import { showRefusalUnderFields } from '../show-refusal-under-fields';

export function ResetPasswordForm({
  username,
  onRestart,
}: {
  username: string;
  onRestart: () => void;
}) {
  const { passwordPolicy } = usePublicConfig();
  const { confirmPasswordReset } = useAuth();
  const router = useAppRouter();
  const form = useForm({
    initialValues: { code: '', newPassword: '' },
    validate: ({ code, newPassword }) => ({
      code: codeProblem(code, 'code', 'confirmResetPassword'),
      newPassword: newPasswordProblem(newPassword, passwordPolicy, 'confirmResetPassword'),
    }),
    failureMessage: 'We could not reset your password. Please try again.',
    async run({ code, newPassword }, controls) {
      try {
        await confirmPasswordReset({ username, code: normalizeCode(code), newPassword });
      } catch (error) {
        // A wrong or expired code, or a password the pool refuses, goes under its field.
        if (showRefusalUnderFields(error, controls, ['code', 'newPassword'])) return 'stay';
        throw error;
      }
      // The login page says the password was reset.
      router.push(`/login?reason=password_reset&username=${encodeURIComponent(username)}`);
      return 'leaving';
    },
  });

  return (
    <Form form={form} label="Set a new password">
      <CodeField {...form.field('code')} from="email" required />
      <NewPasswordField
        {...form.field('newPassword')}
        label="New password"
        policy={passwordPolicy}
        required
      />
      <SubmitButton busy={form.pending !== null} busyLabel="Saving…">
        Reset password
      </SubmitButton>
      <Button variant="text" onClick={onRestart}>
        Use a different username or send a new code
      </Button>
    </Form>
  );
}
