import type { AuthStep } from '../auth-actions';
import { sanitizeReturnUrl } from '../flow/return-url';
import { loadHostedSignIn, loadIdentity } from '../load-identity';
import { hostedSignInFailureMessage } from './hosted-sign-in-errors';
import { takeHostedSignInReport } from './hosted-sign-in-events';
import { signInMethodOfScope } from './hosted-sign-in';

/** How a finished hosted sign-in continues: the auth step, and the returnUrl the person had. */
export type HostedSignInResult =
  | { kind: 'signed-in'; step: AuthStep; returnUrl: string | null }
  | { kind: 'failed'; message: string };

/**
 * Hosted sign-in on the pool's domain, part of the auth actions (see ../auth-actions.ts).
 * `finishLogin` is the same completion a password sign-in has, so the MFA gate applies alike.
 */
export function createHostedSignInActions({
  finishLogin,
}: {
  finishLogin: (knownTotp: boolean) => Promise<AuthStep>;
}) {
  let finishing: Promise<HostedSignInResult> | null = null;

  async function finish(): Promise<HostedSignInResult> {
    const { loadSignedInUser } = await loadIdentity();
    const signedIn = await loadSignedInUser().catch(() => null);
    const report = takeHostedSignInReport();
    if (!signedIn || report.failure !== undefined)
      return { kind: 'failed', message: hostedSignInFailureMessage(report.failure) };
    const step = await finishLogin(false);
    const returnUrl = report.returnUrl ? sanitizeReturnUrl(report.returnUrl) : null;
    return { kind: 'signed-in', step, returnUrl: returnUrl === '/' ? null : returnUrl };
  }

  return {
    /** Leaves for the hosted domain; resolves only if it could not (the message). */
    async startHostedSignIn(returnUrl: string | null): Promise<string> {
      try {
        const { startHostedSignIn } = await loadHostedSignIn();
        const kept = returnUrl ? sanitizeReturnUrl(returnUrl) : '/';
        await startHostedSignIn(kept === '/' ? null : kept);
        return new Promise<string>(() => undefined); // the browser is leaving
      } catch (error) {
        return hostedSignInFailureMessage(error);
      }
    },

    /**
     * On the return to /contacts: Amplify (configured with the OAuth chunk loaded, see
     * ../load-identity.ts) exchanges the code; the current user waits for that to end. Once
     * per page, however often the page asks.
     */
    finishHostedSignIn(): Promise<HostedSignInResult> {
      finishing ??= finish();
      return finishing;
    },

    /** Whether the current session came from the hosted domain or a password sign-in. */
    async currentSignInMethod(): Promise<'hosted' | 'password'> {
      const { accessTokenScope } = await loadIdentity();
      return signInMethodOfScope(await accessTokenScope().catch(() => undefined));
    },
  };
}
