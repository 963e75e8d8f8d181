'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSignOut } from '@/components/layout/use-sign-out';
import { useAuth } from '@/features/auth/auth-context';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { DetailList } from './detail-list';
import { EmailChangeForm } from './email-change-form';
import { NamesForm } from './names-form';
import { ProfileSection } from './profile-section';
import { RememberedBrowsersSection } from './remembered-browsers-section';
import { SubscriptionSection } from './subscription-section';
import { TwoStepSection } from './two-step-section';

export function ProfileView() {
  const { state } = useAuth();
  const signOut = useSignOut();
  const user = state.user;
  if (!user) return null;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Your profile
      </Typography>
      <ProfileSection title="Account">
        <DetailList
          items={[
            { label: 'Username', value: user.username },
            {
              label: 'Email address',
              value: `${user.email} (${user.verificationStatus === 'verified' ? 'verified' : 'not verified'})`,
            },
            { label: 'Name', value: `${user.firstName} ${user.lastName}`.trim() || 'Not set' },
          ]}
        />
      </ProfileSection>
      <ProfileSection title="Your name">
        <NamesForm />
      </ProfileSection>
      <ProfileSection title="Change email address">
        <EmailChangeForm />
      </ProfileSection>
      <ProfileSection title="Change password">
        <ChangePasswordForm />
      </ProfileSection>
      <TwoStepSection />
      <RememberedBrowsersSection />
      <SubscriptionSection />
      <ProfileSection title="Sessions">
        <Typography sx={{ mb: 2 }}>
          Signing out everywhere ends your sessions on every device and browser, including this one.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => void signOut(true)}>
          Sign out everywhere
        </Button>
      </ProfileSection>
      <DeleteAccountSection />
    </Stack>
  );
}
