'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { useAuth } from '@/features/auth/auth-context';
import { HOSTED_SIGN_IN, isHostedSignInReturn } from '@/features/auth/hosted/hosted-sign-in';
import { HostedSignInFailure } from './hosted-sign-in-failure';
import { WelcomeView } from './welcome-view';

type Progress =
  | { kind: 'finishing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; returnUrl: string | null; hosted: boolean };

/**
 * /contacts, where hosted sign-in returns (SPEC §2). With the authorization server's answer in
 * the query, Amplify finishes the sign-in first (its Hub events say how it went); the welcome
 * then shows behind the same gate as every app page, so a person without an authenticator is
 * sent to set one up whatever the hosted pages did.
 */
export function ContactsPageView() {
  const { finishHostedSignIn } = useAuth();
  const params = useSearchParams();
  const [progress, setProgress] = useState<Progress>(() =>
    isHostedSignInReturn(HOSTED_SIGN_IN.signInPath, new URLSearchParams(params.toString()))
      ? { kind: 'finishing' }
      : { kind: 'ready', returnUrl: null, hosted: false },
  );

  const finishing = progress.kind === 'finishing';
  useEffect(() => {
    if (!finishing) return;
    let cancelled = false;
    void finishHostedSignIn().then((result) => {
      if (cancelled) return;
      setProgress(
        result.kind === 'failed'
          ? result
          : { kind: 'ready', returnUrl: result.returnUrl, hosted: true },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [finishing, finishHostedSignIn]);

  if (progress.kind === 'finishing') return <FullScreenLoading />;
  if (progress.kind === 'failed') return <HostedSignInFailure message={progress.message} />;
  return (
    <RequireSignedIn>
      <WelcomeView returnUrl={progress.returnUrl} justSignedInHere={progress.hosted} />
    </RequireSignedIn>
  );
}
