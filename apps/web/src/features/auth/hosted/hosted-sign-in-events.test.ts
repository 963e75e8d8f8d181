import { describe, expect, it } from 'vitest';
import { recordHostedSignInEvent, takeHostedSignInReport } from './hosted-sign-in-events';

describe('hosted sign-in events', () => {
  it('keeps the returnUrl of customOAuthState and the success, and forgets them once read', () => {
    takeHostedSignInReport();
    recordHostedSignInEvent({ kind: 'return-url', value: '/profile' });
    recordHostedSignInEvent({ kind: 'signed-in' });
    expect(takeHostedSignInReport()).toEqual({
      returnUrl: '/profile',
      signedIn: true,
      failure: undefined,
    });
    expect(takeHostedSignInReport()).toEqual({
      returnUrl: null,
      signedIn: false,
      failure: undefined,
    });
  });

  it('keeps a failure, even one without an error object', () => {
    takeHostedSignInReport();
    recordHostedSignInEvent({ kind: 'failed', error: undefined });
    const report = takeHostedSignInReport();
    expect(report.signedIn).toBe(false);
    expect(report.failure).toBeInstanceOf(Error);
  });
});
