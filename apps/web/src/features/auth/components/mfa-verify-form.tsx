'use client';
import { useRef } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { CodeField } from '@/components/form/code-field';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { useAuth } from '../auth-context';
import { codeProblem, normalizeCode } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import { useAuthNavigation } from '../use-auth-navigation';
import { useMfaCodeRefusal } from '../use-mfa-code-refusal';

/** A ref callback: the field takes focus when it appears. */
function focusElement(element: HTMLElement | null): void {
  element?.focus();
}

/** The authenticator step of a sign-in; `focusOnShow` when the person comes back to it. */
export function MfaVerifyForm({ focusOnShow = false }: { focusOnShow?: boolean }) {
  const { verifyMfa } = useAuth();
  const { go } = useAuthNavigation();
  const refusal = useMfaCodeRefusal('verify');
  const rememberBrowser = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({ code: codeProblem(code, 'challengeResponse', 'confirmSignIn') }),
    // Part of signing in: docs/product.md §8 "Login failure" is a toast too.
    toastFailures: true,
    failureMessage: AUTH_MESSAGES.loginFailed,
    async run({ code }, controls) {
      try {
        const step = await verifyMfa(normalizeCode(code), {
          rememberBrowser: rememberBrowser.current?.checked === true,
        });
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

  return (
    <Form form={form} label="Enter your authenticator code">
      <CodeField
        {...form.field('code')}
        from="authenticator-app"
        required
        inputRef={focusOnShow ? focusElement : undefined}
      />
      <CheckboxField
        name="rememberBrowser"
        label="Remember this browser"
        hint="You won't be asked for a code here again. Only tick this on a browser you alone use; you can forget it on your profile."
        inputRef={rememberBrowser}
      />
      <SubmitButton busy={form.pending !== null} busyLabel="Checking…">
        Continue
      </SubmitButton>
    </Form>
  );
}
