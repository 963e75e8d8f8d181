'use client';
import { CodeField } from '@/components/form/code-field';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { useAuth } from '../auth-context';
import { codeProblem, normalizeCode } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import { useAuthNavigation } from '../use-auth-navigation';
import { useMfaCodeRefusal } from '../use-mfa-code-refusal';
import { AuthLinks } from './auth-links';

export function MfaVerifyForm() {
  const { verifyMfa, state } = useAuth();
  const { go } = useAuthNavigation();
  const refusal = useMfaCodeRefusal('verify');
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({ code: codeProblem(code, 'challengeResponse', 'confirmSignIn') }),
    // Part of signing in: docs/product.md §8 "Login failure" is a toast too.
    toastFailures: true,
    failureMessage: AUTH_MESSAGES.loginFailed,
    async run({ code }, controls) {
      try {
        const step = await verifyMfa(normalizeCode(code));
        if (step.kind === 'error') return controls.fail(step.message);
        go(step);
        return 'leaving';
      } catch (error) {
        controls.setValues({ code: '' });
        const handled = await refusal(error, controls);
        if (handled) return handled;
        throw error;
      }
    },
  });

  if (state.isAuthenticated)
    return (
      <FormAlert
        severity="info"
        message={`You are already signed in as ${state.user?.username}.`}
      />
    );

  return (
    <Form form={form} label="Enter your authenticator code">
      <CodeField {...form.field('code')} from="authenticator-app" required />
      <SubmitButton busy={form.pending !== null} busyLabel="Checking…">
        Continue
      </SubmitButton>
      <AuthLinks links={[{ href: '/login', label: 'Start signing in again' }]} />
    </Form>
  );
}
