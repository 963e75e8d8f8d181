'use client';
import { useState } from 'react';
import { EmailField } from '@/components/form/email-field';
import { Form } from '@/components/form/form';
import { NewPasswordField } from '@/components/form/new-password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { usePublicConfig } from '@/components/public-config-context';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useAuth } from '../auth-context';
import { validateSignUp } from '../flow/sign-up-validation';
import { useAuthNavigation } from '../use-auth-navigation';
import { AuthLinks } from './auth-links';
import { SignUpLinkWait } from './signup-link-wait';

export function SignUpForm() {
  const { passwordPolicy } = usePublicConfig();
  const { signUp } = useAuth();
  const { go } = useAuthNavigation();
  const router = useAppRouter();
  const [linkSent, setLinkSent] = useState<{ username: string; destination: string | null }>();
  const form = useForm({
    initialValues: { username: '', password: '', email: '', firstName: '', lastName: '' },
    validate: (fields) => validateSignUp(fields, passwordPolicy),
    failureMessage: 'We could not create your account. Please try again.',
    async run(fields, controls) {
      const step = await signUp(fields);
      if (step.kind === 'error') return controls.fail(step.message);
      if (step.kind === 'link-sent') {
        setLinkSent({ username: fields.username.trim(), destination: step.destination });
        return 'leaving';
      }
      if (step.kind !== 'code-sent') {
        go(step, fields.username.trim());
        return 'leaving';
      }
      const query = new URLSearchParams({ username: fields.username.trim() });
      if (step.destination) query.set('destination', step.destination);
      router.push(`/confirm-signup?${query.toString()}`);
      return 'leaving';
    },
  });

  if (linkSent) return <SignUpLinkWait {...linkSent} />;
  return (
    <Form form={form} label="Create an account">
      <TextField {...form.field('username')} label="Username" autoComplete="username" required />
      <NewPasswordField
        {...form.field('password')}
        label="Password"
        policy={passwordPolicy}
        required
      />
      <EmailField {...form.field('email')} required />
      <TextField
        {...form.field('firstName')}
        label="First name"
        autoComplete="given-name"
        required
      />
      <TextField
        {...form.field('lastName')}
        label="Last name"
        autoComplete="family-name"
        required
      />
      <SubmitButton busy={form.pending !== null} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
      <AuthLinks links={[{ href: '/login', label: 'Already have an account? Sign in' }]} />
    </Form>
  );
}
