'use client';
import { CodeField } from '@/components/form/code-field';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { fieldProblems } from './field-problems';
import { withRefusalsUnderFields } from './refusal-under-fields';
import { completeAuthenticatorReplacementInput } from './security-inputs';

/** A code from the new app proves it was added; only then does it replace the old one. */
export function NewAuthenticatorForm({
  onVerified,
}: {
  onVerified: (code: string) => Promise<void>;
}) {
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => fieldProblems(completeAuthenticatorReplacementInput, { code }),
    failureMessage: 'We could not check that code. Please try again.',
    run: ({ code }, controls) =>
      withRefusalsUnderFields(controls, ['code'], () => onVerified(code)),
  });
  return (
    <Form form={form} label="Confirm your new authenticator app" spacing={2}>
      <CodeField {...form.field('code')} from="authenticator-app" required />
      <SubmitButton inline busy={form.pending !== null} busyLabel="Checking…">
        Verify and finish
      </SubmitButton>
    </Form>
  );
}
