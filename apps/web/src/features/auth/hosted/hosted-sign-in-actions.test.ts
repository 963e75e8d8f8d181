import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthStep } from '../auth-actions';
import { recordHostedSignInEvent, takeHostedSignInReport } from './hosted-sign-in-events';

const identity = vi.hoisted(() => ({
  loadSignedInUser: vi.fn<() => Promise<object | null>>(),
  accessTokenScope: vi.fn<() => Promise<unknown>>(),
  startHostedSignIn: vi.fn<(returnUrl: string | null) => Promise<void>>(),
}));

vi.mock('../load-identity', () => ({
  loadIdentity: () => Promise.resolve(identity),
  loadHostedSignIn: () => Promise.resolve(identity),
}));

const { createHostedSignInActions } = await import('./hosted-sign-in-actions');

function actions(step: AuthStep = { kind: 'signed-in' }) {
  const finishLogin = vi.fn(() => Promise.resolve(step));
  return { finishLogin, ...createHostedSignInActions({ finishLogin }) };
}

beforeEach(() => {
  takeHostedSignInReport();
  vi.clearAllMocks();
  identity.loadSignedInUser.mockResolvedValue({ user: {}, hasTotp: true });
});

describe('hosted sign-in actions', () => {
  it('finishes a hosted sign-in like a password one and keeps the sanitised returnUrl', async () => {
    recordHostedSignInEvent({ kind: 'return-url', value: '/profile' });
    recordHostedSignInEvent({ kind: 'signed-in' });
    const hosted = actions();
    expect(await hosted.finishHostedSignIn()).toEqual({
      kind: 'signed-in',
      step: { kind: 'signed-in' },
      returnUrl: '/profile',
    });
    expect(hosted.finishLogin).toHaveBeenCalledWith(false);
  });

  it('passes on the MFA gate: a hosted user without an authenticator must set one up', async () => {
    recordHostedSignInEvent({ kind: 'signed-in' });
    const result = await actions({ kind: 'signed-in-needs-mfa-setup' }).finishHostedSignIn();
    expect(result).toMatchObject({ step: { kind: 'signed-in-needs-mfa-setup' } });
  });

  it('never carries a returnUrl off the site', async () => {
    recordHostedSignInEvent({ kind: 'return-url', value: '//evil.example/x' });
    recordHostedSignInEvent({ kind: 'signed-in' });
    expect(await actions().finishHostedSignIn()).toMatchObject({ returnUrl: null });
  });

  it('fails with the mapped message when Amplify reported a failure, without signing in', async () => {
    recordHostedSignInEvent({
      kind: 'failed',
      error: Object.assign(new Error('invalid_grant'), { name: 'OAuthSignInException' }),
    });
    const hosted = actions();
    expect(await hosted.finishHostedSignIn()).toEqual({
      kind: 'failed',
      message: "Couldn't finish OAuth flow, check your User Pool HostedUI settings",
    });
    expect(hosted.finishLogin).not.toHaveBeenCalled();
  });

  it('fails when no user came of it (no flow in flight), and finishes only once per page', async () => {
    identity.loadSignedInUser.mockResolvedValue(null);
    const hosted = actions();
    const first = hosted.finishHostedSignIn();
    expect(hosted.finishHostedSignIn()).toBe(first);
    expect(await first).toMatchObject({ kind: 'failed' });
    expect(identity.loadSignedInUser).toHaveBeenCalledTimes(1);
  });

  it('starts with only a path of this site as the custom state, and says why it could not', async () => {
    identity.startHostedSignIn.mockRejectedValueOnce(
      Object.assign(new Error('oauth param not configured.'), {
        name: 'OAuthNotConfigureException',
      }),
    );
    expect(await actions().startHostedSignIn('https://evil.example')).toBe(
      'oauth param not configured.',
    );
    expect(identity.startHostedSignIn).toHaveBeenCalledWith(null);
  });

  it('tells how the current session signed in from its access token', async () => {
    identity.accessTokenScope.mockResolvedValueOnce('openid profile aws.cognito.signin.user.admin');
    expect(await actions().currentSignInMethod()).toBe('hosted');
    identity.accessTokenScope.mockRejectedValueOnce(new Error('signed out'));
    expect(await actions().currentSignInMethod()).toBe('password');
  });
});
