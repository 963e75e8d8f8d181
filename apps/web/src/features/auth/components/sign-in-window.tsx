'use client';
import NextLink from 'next/link';
import { Alert } from '@/components/alert/alert';
import { useAuth } from '../auth-context';
import { loginUrl } from '../flow/return-url';
import { useAuthNavigation } from '../use-auth-navigation';
import { useSignInWindowMessage } from '../use-sign-in-window-message';
import styles from './sign-in-window.module.css';

/**
 * The countdown area of /mfa-verify and /mfa-setup during a sign-in (WCAG 2.2.1): a polite live
 * region that speaks up with about a minute and with 20 seconds left of the 3 minutes, and
 * "Start again", back to the login page with the username filled in. The window's end itself is
 * the identity service's to enforce (docs/product.md §8, the expired session).
 */
export function SignInWindow() {
  const { state } = useAuth();
  const { returnUrl } = useAuthNavigation();
  const challenge = state.signInChallenge;
  const message = useSignInWindowMessage(challenge?.startedAtMs ?? null);
  return (
    <div className={styles.window}>
      {/* Present from the start, so screen readers announce what later appears in it. */}
      <div role="status" aria-atomic="true" className={styles.message}>
        {message ? (
          <Alert severity="warning" role="none">
            {message}
          </Alert>
        ) : null}
      </div>
      <NextLink
        href={loginUrl({ username: challenge?.username, returnUrl })}
        className={styles.startAgain}
      >
        Start again
      </NextLink>
    </div>
  );
}
