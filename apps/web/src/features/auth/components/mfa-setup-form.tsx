'use client';
import { CodeField } from '@/components/form/code-field';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from '../auth-context';
import { codeProblem, normalizeCode } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import type { TotpSetupPath } from '../state/totp-setup-path';
import { useAuthNavigation } from '../use-auth-navigation';
import { useMfaCodeRefusal } from '../use-mfa-code-refusal';

export function MfaSetupForm({ path }: { path: TotpSetupPath }) {
  const { completeMfaSetup } = useAuth();
  const { go, goToNewRecoveryCodes } = useAuthNavigation();
  const toast = useToast();
  const refusal = useMfaCodeRefusal('setup');
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({
      code:
        path === 'challenge'
          ? codeProblem(code, 'challengeResponse', 'confirmSignIn')
          : codeProblem(code, 'code', 'verifyTOTPSetup'),
    }),
    failureMessage: AUTH_MESSAGES.failedToConfirmMfaSetup,
    async run({ code }, controls) {
      try {
        const step = await completeMfaSetup(normalizeCode(code));
        if (step.kind === 'error') return controls.fail(AUTH_MESSAGES.failedToConfirmMfaSetup);
        toast.success(AUTH_MESSAGES.mfaSetupCompleted);
        if (step.kind === 'signed-in') goToNewRecoveryCodes();
        else go(step);
        return 'leaving';
      } catch (error) {
        const handled = await refusal(error, controls);
        if (handled) return handled;
        // docs/product.md §8 names this failure; the identity service's own words would not
        // help here.
        controls.fail(AUTH_MESSAGES.failedToConfirmMfaSetup);
      }
    },
  });

  return (
    <Form form={form} label="Confirm your authenticator app">
      <CodeField {...form.field('code')} from="authenticator-app" required />
      <SubmitButton busy={form.pending !== null} busyLabel="Checking…">
        Verify and finish
      </SubmitButton>
    </Form>
  );
}
