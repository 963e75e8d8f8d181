import { describe, expect, it } from 'vitest';
import { composeCodeMail, maskEmail } from './code-messages.js';

describe('code mails', () => {
  it('say what the code is for, the code and how long it is valid', () => {
    const signUp = composeCodeMail('sign-up', 'ada@example.com', '123456');
    expect(signUp.subject).toBe('Your Steadfast verification code');
    expect(signUp.text).toContain('123456');
    expect(signUp.text).toContain('valid for 24 hours');
    const reset = composeCodeMail('forgot-password', 'ada@example.com', '654321');
    expect(reset.subject).toBe('Reset your password');
    expect(reset.text).toContain('valid for 1 hour');
  });

  it('mask the destination as Cognito does', () => {
    expect(maskEmail('ada@example.com')).toBe('a***@e***');
  });
});
