import { confirmSignIn, signIn, signOut, type SignInOutput } from 'aws-amplify/auth';

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

/** `global` also revokes the refresh token's sessions on every other device. */
export function signOutOfIdentity(options: { global: boolean }): Promise<void> {
  return signOut({ global: options.global });
}
