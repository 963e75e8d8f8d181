'use client';
import { Form } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { useAuth } from '../auth-context';
import { refusalCode } from '../flow/data-api-refusal';
import { requireValue, usernameProblem } from '../flow/field-validation';
import { showRefusalUnderFields } from '../show-refusal-under-fields';
import { useAuthNavigation } from '../use-auth-navigation';

const OPERATION = 'recoverWithCode';
const FIELDS = ['username', 'password', 'recoveryCode'] as const;
const SIGN_IN_AGAIN_FAILED =
  'Your recovery code was accepted and the lost authenticator removed, but signing in again did not work. Start again to set up a new authenticator.';

/**
 * Recovery at sign-in with a saved recovery code instead of the lost authenticator (decision
 * 015): password and code go to the app server together, then the sign-in starts again and
 * leads to setting up a new authenticator. The code's format is the server's to judge (its
 * rule lives with the API's inputs); its answer lands under the field it concerns.
 */
export function RecoveryCodeForm({ knownUsername }: { knownUsername: string | null }) {
  const { recoverWithCode } = useAuth();
  const { go } = useAuthNavigation();
  const form = useForm({
    initialValues: { username: knownUsername ?? '', password: '', recoveryCode: '' },
    validate: ({ username, password, recoveryCode }) => ({
      username: usernameProblem(username, OPERATION),
      password: requireValue(password, 'password', OPERATION),
      recoveryCode: requireValue(recoveryCode, 'recoveryCode', OPERATION),
    }),
    failureMessage: 'We could not check the recovery code. Please try again.',
    async run(values, controls) {
      try {
        const step = await recoverWithCode(values);
        // The authenticator is already off: signing in again is all that is left.
        if (step.kind === 'error') return controls.fail(`${SIGN_IN_AGAIN_FAILED} ${step.message}`);
        go(step, values.username.trim());
        return 'leaving';
      } catch (error) {
        const code = refusalCode(error);
        // Never keep a refused password.
        if (code === 'UNAUTHORIZED') controls.setValues({ password: '' });
        if (showRefusalUnderFields(error, controls, FIELDS)) return 'stay';
        if (code === 'BAD_REQUEST' && error instanceof Error) {
          controls.setFieldError('recoveryCode', error.message);
          return 'stay';
        }
        throw error;
      }
    },
  });

  return (
    <Form form={form} label="Use a recovery code">
      {knownUsername ? (
        // The form posts with the username it concerns, for password managers too.
        <input type="hidden" name="username" value={knownUsername} autoComplete="username" />
      ) : (
        <TextField {...form.field('username')} label="Username" autoComplete="username" required />
      )}
      <PasswordField
        {...form.field('password')}
        label="Password"
        autoComplete="current-password"
        required
      />
      <TextField
        {...form.field('recoveryCode')}
        label="Recovery code"
        hint="One of the codes you saved, like k7m2p-x9qrt"
        autoComplete="off"
        required
      />
      <SubmitButton busy={form.pending !== null} busyLabel="Checking…">
        Use recovery code
      </SubmitButton>
    </Form>
  );
}
