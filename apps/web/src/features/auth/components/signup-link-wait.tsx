'use client';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { loginUrl } from '../flow/return-url';
import { useAuth } from '../auth-context';
import { useAuthNavigation } from '../use-auth-navigation';
import styles from './signup-link-wait.module.css';

interface SignUpLinkWaitProps {
  username: string;
  /** Where the link went (masked by the identity service), when it says. */
  destination: string | null;
}

/**
 * After a sign-up in a pool that confirms by link: says to open the emailed link, and waits
 * (Amplify's auto sign-in, every 5 s for up to 180 s) to continue to authenticator set-up as
 * soon as the link is opened, in this browser or any other.
 */
export function SignUpLinkWait({ username, destination }: SignUpLinkWaitProps) {
  const { waitForLinkConfirmation } = useAuth();
  const { go } = useAuthNavigation();
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let cancelled = false;
    void waitForLinkConfirmation(username).then((step) => {
      if (cancelled) return;
      if (step.kind === 'error') setProblem(step.message);
      else go(step, username);
    });
    return () => {
      cancelled = true;
    };
  }, [username, waitForLinkConfirmation, go]);

  return (
    <section className={styles.wait} aria-labelledby="link-wait-heading">
      <h2 id="link-wait-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        Check your email and open the link
      </h2>
      {problem ? (
        <>
          <FormAlert message={problem} />
          <ButtonLink href={loginUrl({ username })} variant="contained" fullWidth>
            Go to sign in
          </ButtonLink>
        </>
      ) : (
        <p role="status" className={styles.text}>
          We sent a link to {destination ?? 'your email address'}. Open it, on this device or
          another, to confirm your account; this page then continues to setting up your
          authenticator app by itself.
        </p>
      )}
    </section>
  );
}
