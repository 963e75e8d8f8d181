'use client';
import { useMutation } from '@tanstack/react-query';
import { EmailField } from '@/components/form/email-field';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { useTRPC } from '@/trpc/react';
import { emailProblem } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import { AuthLinks } from './auth-links';

export function ForgotUsernameForm() {
  const trpc = useTRPC();
  const forgotUsername = useMutation(trpc.user.forgotUsername.mutationOptions());
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => ({ email: emailProblem(email, 'forgotUsername') }),
    failureMessage: 'We could not send the email. Please try again.',
    async run({ email }, controls) {
      await forgotUsername.mutateAsync({ email: email.trim() });
      controls.succeed(AUTH_MESSAGES.forgotUsernameSent);
    },
  });

  return (
    <Form form={form} label="Find your username">
      <EmailField {...form.field('email')} required />
      <SubmitButton busy={form.pending !== null} busyLabel="Sending…">
        Email my username
      </SubmitButton>
      <AuthLinks
        links={[
          { href: '/login', label: 'Back to sign in' },
          { href: '/forgot-password', label: 'Forgot your password?' },
        ]}
      />
    </Form>
  );
}
