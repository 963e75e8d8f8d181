'use client';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { useAuth } from '../auth-context';
import { requireValue } from '../flow/field-validation';
import { AuthLinks } from './auth-links';

export function ResetRequestForm(props: {
  initialUsername: string;
  resetRequired: boolean;
  onSent: (username: string) => void;
}) {
  const { requestPasswordReset } = useAuth();
  const form = useForm({
    initialValues: { username: props.initialUsername },
    validate: ({ username }) => ({ username: requireValue(username, 'username', 'resetPassword') }),
    failureMessage: 'We could not send a reset code. Please try again.',
    async run({ username }) {
      await requestPasswordReset(username);
      props.onSent(username.trim());
      return 'leaving';
    },
  });

  return (
    <Form
      form={form}
      label="Request a reset code"
      notices={
        props.resetRequired ? (
          <FormAlert
            severity="warning"
            message="Your password must be reset before you can sign in."
          />
        ) : null
      }
    >
      <TextField {...form.field('username')} label="Username" autoComplete="username" required />
      <SubmitButton busy={form.pending !== null} busyLabel="Sending…">
        Send reset code
      </SubmitButton>
      <AuthLinks
        links={[
          { href: '/forgot-username', label: 'Forgot your username?' },
          { href: '/login', label: 'Back to sign in' },
        ]}
      />
    </Form>
  );
}
