'use client';
import { useEffect } from 'react';
import { EmailField } from '@/components/form/email-field';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { whenIdleOrEngaged } from '@/components/when-idle-or-engaged';
import { emailProblem } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import { AuthLinks } from './auth-links';

const loadClient = () => import('@/trpc/forgot-username');

function preloadClient(): void {
  loadClient().catch(() => {
    // Tried again by the submit itself.
  });
}

export function ForgotUsernameForm() {
  // The one call this page makes; its client arrives when the page is idle or in use.
  useEffect(() => whenIdleOrEngaged(preloadClient), []);
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => ({ email: emailProblem(email, 'forgotUsername') }),
    failureMessage: 'We could not send the email. Please try again.',
    async run({ email }, controls) {
      const { requestUsernameReminder } = await loadClient();
      await requestUsernameReminder(email.trim());
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
