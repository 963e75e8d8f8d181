'use client';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { useAuth } from '../auth-context';
import { MfaVerifyForm } from './mfa-verify-form';
import styles from './mfa-verify-view.module.css';
import { RecoveryCodeForm } from './recovery-code-form';
import { SignInWindow } from './sign-in-window';

/** A ref callback: the recovery step's heading takes focus as soon as it appears. */
function focusElement(element: HTMLElement | null): void {
  element?.focus();
}

/**
 * /mfa-verify: the authenticator code, or, for a lost authenticator, a recovery code on the
 * same page. Switching moves focus to what appeared, so keyboard and screen-reader users
 * land on it; the sign-in window's countdown stays below either way.
 */
export function MfaVerifyView() {
  const { state } = useAuth();
  const [method, setMethod] = useState<'authenticator' | 'recovery-code' | 'back-to-authenticator'>(
    'authenticator',
  );

  if (state.isAuthenticated)
    return (
      <FormAlert
        severity="info"
        message={`You are already signed in as ${state.user?.username}.`}
      />
    );

  return (
    <>
      {method === 'recovery-code' ? (
        <section aria-labelledby="recovery-code-heading">
          <h2
            id="recovery-code-heading"
            ref={focusElement}
            tabIndex={-1}
            className={styles.heading}
          >
            Use a recovery code
          </h2>
          <p className={styles.explanation}>
            Enter your password and one of the recovery codes you saved when you set up your
            authenticator app. Each code works once. Your lost authenticator will be removed, and
            you will set up a new one straight away.
          </p>
          <RecoveryCodeForm knownUsername={state.signInChallenge?.username ?? null} />
          <div className={styles.switch}>
            <Button variant="text" onClick={() => setMethod('back-to-authenticator')}>
              Use a code from your authenticator app instead
            </Button>
          </div>
        </section>
      ) : (
        <>
          <MfaVerifyForm focusOnShow={method === 'back-to-authenticator'} />
          <div className={styles.switch}>
            <Button variant="text" onClick={() => setMethod('recovery-code')}>
              Lost your authenticator? Use a recovery code
            </Button>
          </div>
        </>
      )}
      <SignInWindow />
    </>
  );
}
