'use client';
import { useSearchParams } from 'next/navigation';
import { Button } from '@/components/button/button';
import { CodeField } from '@/components/form/code-field';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useAuth } from '../auth-context';
import { codeProblem, normalizeCode, requireValue } from '../flow/field-validation';
import { useAuthNavigation } from '../use-auth-navigation';
import { AuthLinks } from './auth-links';

export function ConfirmSignUpForm() {
  const params = useSearchParams();
  const { confirmSignUp, resendSignUpCode } = useAuth();
  const { go } = useAuthNavigation();
  const router = useAppRouter();
  const destination = params.get('destination');
  const unconfirmed = params.get('reason') === 'unconfirmed';
  const form = useForm({
    initialValues: { username: params.get('username') ?? '', code: '' },
    validate: ({ username, code }) => ({
      username: requireValue(username, 'username', 'confirmSignUp'),
      code: codeProblem(code, 'code', 'confirmSignUp'),
    }),
    failureMessage: 'We could not confirm your account. Please try again.',
    async run({ username, code }) {
      const step = await confirmSignUp(username, normalizeCode(code));
      if (step) go(step, username);
      else router.push(`/login?reason=confirmed&username=${encodeURIComponent(username.trim())}`);
      return 'leaving';
    },
  });

  const resend = () =>
    form.perform({
      id: 'resend',
      validate: ({ username }) => ({
        username: requireValue(username, 'username', 'resendSignUpCode'),
      }),
      failureMessage: 'We could not send a new code. Please try again.',
      async run({ username }, controls) {
        await resendSignUpCode(username);
        controls.succeed('We have sent you a new code. It may take a minute to arrive.');
      },
    });

  const intro = unconfirmed
    ? 'Your account is not confirmed yet. Enter the code we emailed you, or ask for a new one.'
    : `We emailed a 6-digit code${destination ? ` to ${destination}` : ''}. Enter it to confirm your account.`;

  return (
    <Form
      form={form}
      label="Confirm your account"
      notices={<FormAlert message={intro} severity="info" live={false} />}
    >
      <TextField {...form.field('username')} label="Username" autoComplete="username" required />
      <CodeField {...form.field('code')} from="email" required />
      <SubmitButton busy={form.pending === 'submit'} busyLabel="Confirming…">
        Confirm account
      </SubmitButton>
      <Button variant="outlined" disabled={form.pending !== null} onClick={() => void resend()}>
        {form.pending === 'resend' ? 'Sending…' : 'Send a new code'}
      </Button>
      <AuthLinks links={[{ href: '/login', label: 'Back to sign in' }]} />
    </Form>
  );
}
