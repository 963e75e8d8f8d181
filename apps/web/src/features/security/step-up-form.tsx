'use client';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { z } from 'zod';
import { CodeField } from '@/components/form/code-field';
import { Form } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField, type FieldProps } from '@/components/form/text-field';
import { useForm, type ActionOutcome } from '@/components/form/use-form';
import { fieldProblems } from './field-problems';
import { withRefusalsUnderFields } from './refusal-under-fields';

/** What a step-up proves: the password, and a current authenticator code or a recovery code. */
export type AuthenticatorProof = { password: string; code: string };
export type StepUpProof = AuthenticatorProof | { password: string; recoveryCode: string };

type Confirmed<Proof> = (proof: Proof) => Promise<ActionOutcome | void>;

interface StepUpFormProps {
  label: string;
  /** The API's input schema, so the fields show the server's own rules. */
  schema: z.ZodType;
  submitLabel: string;
  busyLabel: string;
  failureMessage: string;
  children?: ReactNode;
}

/** What `useForm`'s `field(name)` gives a field: its name, starting value and problem. */
type FieldBinding = Pick<FieldProps, 'name' | 'defaultValue' | 'errorText'>;

/**
 * The fields of a step-up, the same wherever one is asked for: "Password", then "Authenticator
 * code" (or, given `recoveryCode`, "Recovery code" in its place). `secondFieldRef` reaches the
 * second field, for focus.
 */
export function StepUpFields({
  password,
  code,
  recoveryCode,
  secondFieldRef,
}: {
  password: FieldBinding;
  code: FieldBinding;
  recoveryCode?: FieldBinding;
  secondFieldRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <PasswordField {...password} label="Password" autoComplete="current-password" required />
      {recoveryCode ? (
        <TextField
          {...recoveryCode}
          label="Recovery code"
          hint="One of the codes you saved, like k7m2p-x9qrt"
          autoComplete="off"
          required
          inputRef={secondFieldRef}
        />
      ) : (
        <CodeField
          {...code}
          label="Authenticator code"
          from="authenticator-app"
          required
          inputRef={secondFieldRef}
        />
      )}
    </>
  );
}

/**
 * The confirmation before a sensitive change: the password and a current code of the
 * authenticator app (the server checks both as a sign-in would). Where a recovery code may stand
 * in for the app (`allowRecoveryCode`), a button switches the second field.
 */
export function StepUpForm(
  props: StepUpFormProps &
    (
      | { allowRecoveryCode?: false; onConfirmed: Confirmed<AuthenticatorProof> }
      | { allowRecoveryCode: true; onConfirmed: Confirmed<StepUpProof> }
    ),
) {
  const { label, schema, submitLabel, busyLabel, failureMessage, children } = props;
  const allowRecoveryCode = props.allowRecoveryCode === true;
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  // Focus follows the switch to the field that replaced the one the person was using.
  const [switched, setSwitched] = useState(false);
  const secondField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (switched) secondField.current?.focus();
  }, [switched, withRecoveryCode]);
  const proofOf = (values: {
    password: string;
    code: string;
    recoveryCode: string;
  }): StepUpProof =>
    withRecoveryCode
      ? { password: values.password, recoveryCode: values.recoveryCode }
      : { password: values.password, code: values.code };
  const form = useForm({
    initialValues: { password: '', code: '', recoveryCode: '' },
    validate: (values) => fieldProblems(schema, proofOf(values)),
    failureMessage,
    run: (values, controls) =>
      withRefusalsUnderFields(
        controls,
        ['password', 'code', 'recoveryCode'],
        () =>
          props.allowRecoveryCode
            ? props.onConfirmed(proofOf(values))
            : props.onConfirmed({ password: values.password, code: values.code }),
        'password',
      ),
  });

  return (
    <Form form={form} label={label} spacing={2}>
      {children}
      <StepUpFields
        password={form.field('password')}
        code={form.field('code')}
        recoveryCode={withRecoveryCode ? form.field('recoveryCode') : undefined}
        secondFieldRef={secondField}
      />
      {allowRecoveryCode ? (
        <div>
          <Button
            variant="text"
            onClick={() => {
              setWithRecoveryCode((current) => !current);
              setSwitched(true);
            }}
          >
            {withRecoveryCode ? 'Use an authenticator code instead' : 'Use a recovery code instead'}
          </Button>
        </div>
      ) : null}
      <SubmitButton inline busy={form.pending !== null} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
