import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { connection } from 'next/server';
import { SignInForm } from './sign-in-form';

/**
 * Rendered per request, as the web app's pages are, with the identity server the bench
 * started (MINIMAL_COGNITO_* in the environment of `next start`).
 */
export default async function LoginPage() {
  await connection();
  const config = {
    userPoolId: process.env.MINIMAL_COGNITO_USER_POOL_ID ?? '',
    userPoolClientId: process.env.MINIMAL_COGNITO_CLIENT_ID ?? '',
    userPoolEndpoint: process.env.MINIMAL_COGNITO_ENDPOINT ?? '',
  };
  return (
    <Container component="main" maxWidth="xs" sx={{ py: 8 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Sign in
      </Typography>
      <SignInForm config={config} />
    </Container>
  );
}
