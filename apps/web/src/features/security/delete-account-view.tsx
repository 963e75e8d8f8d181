'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { runSignOut } from '@/components/layout/sign-out-in-progress';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useAuth } from '@/features/auth/auth-context';
import { deleteAccountInput } from './security-inputs';
import { SecurityPage } from './security-page';
import { StepUpForm } from './step-up-form';

const REMOVED = [
  'your sign-in: username, password and authenticator app',
  'your profile: name and email address',
  'your subscription and trial details',
  'your recovery codes and the list of your account’s activity',
];

/** `/profile/delete-account`: says what goes, asks for a step-up, deletes and signs out. */
export function DeleteAccountView() {
  const { deleteAccount } = useAuth();
  const queryClient = useQueryClient();
  const router = useAppRouter();
  return (
    <SecurityPage title="Delete your account">
      <Typography>Deleting your account removes, at once and for good:</Typography>
      <Box component="ul" sx={{ my: 0, pl: 3 }}>
        {REMOVED.map((item) => (
          <Typography component="li" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
      <Typography>
        We send a last email to confirm it. Your username and email address can then be used for a
        new account.
      </Typography>
      <StepUpForm
        label="Delete your account"
        schema={deleteAccountInput}
        submitLabel="Delete my account"
        busyLabel="Deleting…"
        failureMessage="We could not delete your account. Please try again."
        onConfirmed={async (proof) => {
          // As a sign-out: the page guard must not send the deleted account to /login first.
          await runSignOut(async () => {
            await deleteAccount(proof);
            queryClient.clear();
            router.replace('/login?reason=account_deleted');
          });
          return 'leaving';
        }}
      />
    </SecurityPage>
  );
}
