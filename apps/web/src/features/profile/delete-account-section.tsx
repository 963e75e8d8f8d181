import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { ProfileSection } from './profile-section';

export function DeleteAccountSection() {
  return (
    <ProfileSection title="Delete account">
      <Typography sx={{ mb: 2 }}>
        Deleting your account removes your sign-in, your profile and everything the app keeps about
        you. It cannot be undone.
      </Typography>
      <Button component={NextLink} href="/profile/delete-account" variant="outlined" color="error">
        Delete account
      </Button>
    </ProfileSection>
  );
}
