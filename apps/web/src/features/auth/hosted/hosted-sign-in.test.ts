import { describe, expect, it } from 'vitest';
import {
  HOSTED_SIGN_IN,
  hostedRedirects,
  isHostedSignInReturn,
  signInMethodOfScope,
} from './hosted-sign-in';

describe('hosted sign-in rules', () => {
  it('asks for the SPEC §9 scopes (plus the user-API scope) with the code response type', () => {
    expect(HOSTED_SIGN_IN.scopes).toEqual(
      expect.arrayContaining(['phone', 'email', 'profile', 'openid']),
    );
    expect(HOSTED_SIGN_IN.scopes).toContain('aws.cognito.signin.user.admin');
    expect(HOSTED_SIGN_IN.responseType).toBe('code');
  });

  it('returns to /contacts and signs out to /login on the page origin unless one is configured', () => {
    expect(hostedRedirects({ domain: 'localhost:9443' }, 'http://localhost:3100')).toEqual({
      redirectSignIn: ['http://localhost:3100/contacts'],
      redirectSignOut: ['http://localhost:3100/login'],
    });
    expect(
      hostedRedirects(
        { domain: 'auth.example.com', redirectOrigin: 'https://app.example.com' },
        'http://localhost:3100',
      ),
    ).toEqual({
      redirectSignIn: ['https://app.example.com/contacts'],
      redirectSignOut: ['https://app.example.com/login'],
    });
  });

  it('recognises the return from the hosted domain only on /contacts with a code and state, or an error', () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(isHostedSignInReturn('/contacts', query('code=a&state=b'))).toBe(true);
    expect(isHostedSignInReturn('/contacts/', query('error=access_denied'))).toBe(true);
    expect(isHostedSignInReturn('/contacts', query('code=a'))).toBe(false);
    expect(isHostedSignInReturn('/contacts', query(''))).toBe(false);
    expect(isHostedSignInReturn('/profile', query('code=a&state=b'))).toBe(false);
  });

  it('tells a hosted sign-in from a password one by the openid scope of the access token', () => {
    expect(signInMethodOfScope('openid email phone profile aws.cognito.signin.user.admin')).toBe(
      'hosted',
    );
    expect(signInMethodOfScope('aws.cognito.signin.user.admin')).toBe('password');
    expect(signInMethodOfScope(undefined)).toBe('password');
  });
});
