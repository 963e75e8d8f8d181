'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { CodeField } from '@/components/form/code-field';
import { EmailField } from '@/components/form/email-field';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { useAuth } from '@/features/auth/auth-context';
import { fieldProblems } from '@/features/security/field-problems';
import { withRefusalsUnderFields } from '@/features/security/refusal-under-fields';
import {
  confirmEmailChangeInput,
  requestEmailChangeInput,
} from '@/features/security/security-inputs';
import { useRefreshUserMe } from '@/trpc/use-refresh-user-me';

/** Email change in two steps; the account keeps the old address until the new one is confirmed. */
export function EmailChangeForm() {
  const { requestEmailChange, confirmEmailChange } = useAuth();
  const refreshUserMe = useRefreshUserMe();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', code: '' },
    validate: ({ email, code }) =>
      pendingEmail
        ? fieldProblems(confirmEmailChangeInput, { code })
        : fieldProblems(requestEmailChangeInput, { email }),
    failureMessage: pendingEmail
      ? 'We could not confirm the code. Please try again.'
      : 'We could not change your email address. Please try again.',
    run: ({ email, code }, controls) =>
      withRefusalsUnderFields(controls, ['email', 'code'], async () => {
        if (!pendingEmail) {
          const { needsCode } = await requestEmailChange(email);
          if (needsCode) return setPendingEmail(email.trim());
          await refreshUserMe();
          return controls.succeed('Your email address has been changed.');
        }
        await confirmEmailChange(code);
        await refreshUserMe();
        setPendingEmail(null);
        controls.setValues({ email: '', code: '' });
        controls.succeed('Your new email address is confirmed.');
      }),
  });

  if (pendingEmail)
    return (
      <Form
        form={form}
        label="Confirm your new email address"
        spacing={2}
        notices={
          <FormAlert
            severity="info"
            live={false}
            message={`We emailed a 6-digit code to ${pendingEmail}. Your current address stays in use until you enter it.`}
          />
        }
      >
        <CodeField {...form.field('code')} from="email" />
        <Stack direction="row" spacing={1}>
          <SubmitButton inline busy={form.pending !== null} busyLabel="Confirming…">
            Confirm new email
          </SubmitButton>
          <Button variant="text" onClick={() => setPendingEmail(null)}>
            Cancel
          </Button>
        </Stack>
      </Form>
    );

  return (
    <Form form={form} label="Change your email address" spacing={2}>
      <EmailField {...form.field('email')} hint="The new address; we will send a code to it" />
      <SubmitButton inline variant="outlined" busy={form.pending !== null} busyLabel="Sending…">
        Change email
      </SubmitButton>
    </Form>
  );
}
