import { Amplify } from 'aws-amplify';
import { confirmSignIn, signIn, signOut, type SignInOutput } from 'aws-amplify/auth';
import { signInMethodOfScope } from '../hosted/hosted-sign-in';
import { accessTokenScope } from './session';

/** Password sign-in with SRP, so the password itself never leaves the browser. */
export function signInWithPassword(username: string, password: string): Promise<SignInOutput> {
  return signIn({
    username: username.trim(),
    password,
    options: { authFlowType: 'USER_SRP_AUTH' },
  });
}

/** Answers the pending sign-in challenge (a TOTP code, at verify or at setup). */
export function answerSignInChallenge(code: string): Promise<SignInOutput> {
  return confirmSignIn({ challengeResponse: code });
}

/**
 * `global` also revokes the refresh token's sessions on every other device. After a hosted
 * sign-in Amplify then sends the browser to the hosted domain's /logout, which ends the
 * domain's own session and comes back to /login (SPEC §4): `leaving` says so.
 */
export async function signOutOfIdentity(options: {
  global: boolean;
}): Promise<{ leaving: boolean }> {
  const scope = await accessTokenScope().catch(() => undefined);
  const hosted = Amplify.getConfig().Auth?.Cognito.loginWith?.oauth !== undefined;
  await signOut({ global: options.global });
  return { leaving: hosted && signInMethodOfScope(scope) === 'hosted' };
}
