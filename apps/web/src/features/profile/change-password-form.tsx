'use client';
import { Form } from '@/components/form/form';
import { NewPasswordField } from '@/components/form/new-password-field';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { usePublicConfig } from '@/components/public-config-context';
import { useAuth } from '@/features/auth/auth-context';
import { fieldProblems } from '@/features/security/field-problems';
import { withRefusalsUnderFields } from '@/features/security/refusal-under-fields';
import { changePasswordInput, newPasswordPolicyIssue } from '@/features/security/security-inputs';

export function ChangePasswordForm() {
  const { passwordPolicy } = usePublicConfig();
  const { changePassword } = useAuth();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: ({ currentPassword, newPassword }) => {
      const problems = fieldProblems(changePasswordInput, { currentPassword, newPassword });
      return {
        ...problems,
        newPassword:
          problems.newPassword ??
          newPasswordPolicyIssue(newPassword, passwordPolicy, 'changePassword'),
      };
    },
    failureMessage: 'We could not change your password. Please try again.',
    run: ({ currentPassword, newPassword }, controls) =>
      withRefusalsUnderFields(
        controls,
        ['currentPassword', 'newPassword'],
        async () => {
          await changePassword(currentPassword, newPassword);
          controls.setValues({ currentPassword: '', newPassword: '' });
          controls.succeed('Your password has been changed.');
        },
        'currentPassword',
      ),
  });

  return (
    <Form form={form} label="Change your password" spacing={2}>
      <PasswordField
        {...form.field('currentPassword')}
        label="Current password"
        autoComplete="current-password"
      />
      <NewPasswordField
        {...form.field('newPassword')}
        label="New password"
        policy={passwordPolicy}
      />
      <SubmitButton inline busy={form.pending !== null} busyLabel="Changing…">
        Change password
      </SubmitButton>
    </Form>
  );
}
