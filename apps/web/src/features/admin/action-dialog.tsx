'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { refusalCode } from '@/features/auth/flow/data-api-refusal';
import { withRefusalsUnderFields } from '@/features/security/refusal-under-fields';
import { StepUpFields } from '@/features/security/step-up-form';
import type { PersonAction } from './admin-actions';
import { dialogProblems } from './dialog-problems';
import type { ActionRequest } from './send-action';

const FIELDS = ['reason', 'days', 'password', 'code'] as const;
type DialogValues = Record<(typeof FIELDS)[number], string>;

/** The request the dialog's fields make; the step-up only where its fields are shown. */
function requestOf(username: string, values: DialogValues, askStepUp: boolean): ActionRequest {
  return {
    username,
    reason: values.reason,
    ...(askStepUp ? { stepUp: { password: values.password, code: values.code } } : {}),
    ...(values.days !== '' ? { days: Number(values.days) } : {}),
  };
}

/**
 * Confirms one action on a person: says what will happen, asks why (kept in the audit log) and,
 * for a sensitive action outside the admin's step-up window, the admin's password and a current
 * authenticator code. MUI's Dialog traps focus and gives it back to the button on close.
 */
export function ActionDialog({
  action,
  username,
  askStepUp,
  onClose,
  onRun,
  onStepUpRequired,
}: {
  action: PersonAction;
  username: string;
  /** Whether the Password and Authenticator code fields are shown (sensitive, no window). */
  askStepUp: boolean;
  onClose(): void;
  onRun(request: ActionRequest): Promise<void>;
  /** The server found no open step-up window: the dialog asks for one. */
  onStepUpRequired(): void;
}) {
  const titleId = useId();
  const explainId = useId();
  const withDays = action.name === 'extendTrial';
  const form = useForm<DialogValues>({
    initialValues: { reason: '', days: withDays ? '30' : '', password: '', code: '' },
    validate: (values) =>
      dialogProblems(action.schema, requestOf(username, values, askStepUp), FIELDS),
    failureMessage: `We could not ${action.label.toLowerCase()}. Please try again.`,
    run: (values, controls) =>
      withRefusalsUnderFields(
        controls,
        FIELDS,
        async () => {
          try {
            await onRun(requestOf(username, values, askStepUp));
          } catch (error) {
            if (refusalCode(error) === 'PRECONDITION_FAILED') onStepUpRequired();
            throw error;
          }
          return 'leaving';
        },
        'password',
      ),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={explainId}>
      <DialogTitle id={titleId}>{action.label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id={explainId}>{action.explain(username)}</Typography>
          <Form form={form} label={action.label} spacing={2}>
            <TextField
              {...form.field('reason')}
              label="Reason"
              hint="Kept in the audit log, for example the support ticket"
              autoComplete="off"
              required
            />
            {withDays ? (
              <TextField
                {...form.field('days')}
                label="Days to add"
                hint="From 1 to 365"
                autoComplete="off"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            ) : null}
            {askStepUp ? (
              <>
                <Typography>
                  Confirm with your password and a current authenticator code.
                </Typography>
                <StepUpFields password={form.field('password')} code={form.field('code')} />
              </>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <SubmitButton inline busy={form.pending !== null} busyLabel="Working…">
                {action.label}
              </SubmitButton>
              <Button onClick={onClose}>Cancel</Button>
            </Stack>
          </Form>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
