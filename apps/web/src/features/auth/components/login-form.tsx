'use client';
import { useSearchParams } from 'next/navigation';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { useAuth } from '../auth-context';
import { requireValue } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import { useAuthNavigation } from '../use-auth-navigation';
import { AuthLinks } from './auth-links';
import { HostedSignInButton } from './hosted-sign-in-button';
import { loginReasonMessage } from './login-reason';

export function LoginForm() {
  const { login, state } = useAuth();
  const { go, returnUrl } = useAuthNavigation();
  const params = useSearchParams();
  const reason = loginReasonMessage(params.get('reason'));
  const form = useForm({
    initialValues: { username: params.get('username') ?? '', password: '' },
    validate: ({ username, password }) => ({
      username: requireValue(username, 'username', 'signIn'),
      password: requireValue(password, 'password', 'signIn'),
    }),
    toastFailures: true,
    failureMessage: AUTH_MESSAGES.loginFailed,
    async run({ username, password }, controls) {
      const step = await login(username, password);
      if (step.kind !== 'error') {
        go(step, username.trim());
        return 'leaving';
      }
      // Keep the username, never a rejected password.
      controls.setValues({ password: '' });
      controls.fail(step.message);
    },
  });

  return (
    <>
      <Form
        form={form}
        label="Sign in"
        notices={
          <>
            {reason ? <FormAlert message={reason.text} severity={reason.severity} /> : null}
            {state.isAuthenticated ? (
              <FormAlert
                severity="info"
                message={`You are signed in as ${state.user?.username}. ${AUTH_MESSAGES.alreadySignedIn} Sign out first to use another account.`}
              />
            ) : null}
          </>
        }
      >
        <TextField {...form.field('username')} label="Username" autoComplete="username" required />
        <PasswordField
          {...form.field('password')}
          label="Password"
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={form.pending !== null} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
        <AuthLinks
          links={[
            { href: '/forgot-password', label: 'Forgot your password?' },
            { href: '/forgot-username', label: 'Forgot your username?' },
            { href: '/signup', label: 'Create an account' },
          ]}
        />
      </Form>
      <HostedSignInButton returnUrl={returnUrl} />
    </>
  );
}
