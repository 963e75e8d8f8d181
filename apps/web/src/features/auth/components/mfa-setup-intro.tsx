import Typography from '@mui/material/Typography';

/** Why the step exists and what to install, before asking for anything. */
export function MfaSetupIntro() {
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>
        Every account needs an authenticator app. After your password, you will type the 6-digit
        code the app shows, so nobody can sign in with your password alone.
      </Typography>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        1. Get an authenticator app
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Any app that supports time-based codes (TOTP) works, for example Google Authenticator,
        Microsoft Authenticator, Authy, 1Password, Bitwarden or your phone&apos;s built-in password
        manager.
      </Typography>
    </>
  );
}
