import { signInWithRedirect } from 'aws-amplify/auth';

/*
 * Amplify's OAuth code, a chunk of its own: importing signInWithRedirect also installs the
 * listener that finishes a hosted sign-in when Amplify is configured, so only /login's "More
 * ways to sign in" and the return to /contacts load it (see ../load-identity.ts).
 */

/** Leaves for the hosted domain; `returnUrl` comes back as Amplify's custom state. */
export function startHostedSignIn(returnUrl: string | null): Promise<void> {
  return signInWithRedirect(returnUrl ? { customState: returnUrl } : undefined);
}
