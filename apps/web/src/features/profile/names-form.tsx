'use client';
import Stack from '@mui/material/Stack';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { useAuth } from '@/features/auth/auth-context';
import { nameProblem } from '@/features/auth/flow/field-validation';
import { useRefreshUserMe } from '@/trpc/use-refresh-user-me';

export function NamesForm() {
  const { state, updateNames } = useAuth();
  const refreshUserMe = useRefreshUserMe();
  const form = useForm({
    initialValues: { firstName: state.user?.firstName ?? '', lastName: state.user?.lastName ?? '' },
    validate: ({ firstName, lastName }) => ({
      firstName: nameProblem(firstName, 'First name'),
      lastName: nameProblem(lastName, 'Last name'),
    }),
    failureMessage: 'We could not save your name. Please try again.',
    async run({ firstName, lastName }, controls) {
      await updateNames(firstName, lastName);
      await refreshUserMe();
      controls.succeed('Your name has been saved.');
    },
  });

  return (
    <Form form={form} label="Your name" spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.field('firstName')} label="First name" autoComplete="given-name" />
        <TextField {...form.field('lastName')} label="Last name" autoComplete="family-name" />
      </Stack>
      <SubmitButton inline busy={form.pending !== null} busyLabel="Saving…">
        Save name
      </SubmitButton>
    </Form>
  );
}
