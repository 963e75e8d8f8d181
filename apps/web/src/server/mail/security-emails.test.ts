import { describe, expect, it } from 'vitest';
import { composeSecurityEmail, formatEmailTime, type SecurityEmailKind } from './security-emails';

const kinds: SecurityEmailKind[] = [
  'password-changed',
  'password-reset',
  'email-changed-old-address',
  'email-changed-new-address',
  'authenticator-replaced',
  'authenticator-removed',
  'recovery-code-used',
  'recovery-codes-renewed',
  'account-deleted',
  'authenticator-reset-by-support',
  'sign-in-disabled',
  'sign-in-enabled',
  'signed-out-by-support',
  'trial-extended',
  'trial-ended',
];

const facts = {
  appName: 'Steadfast',
  to: 'ada@example.com',
  username: 'ada',
  at: new Date('2026-03-04T05:06:00Z'),
  oldEmail: 'ada@example.com',
  newEmail: 'ada@example.org',
};

describe('composeSecurityEmail', () => {
  it.each(kinds)('%s names the app, the account, the time and what to do if not you', (kind) => {
    const mail = composeSecurityEmail(kind, facts);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toContain('Steadfast');
    expect(mail.text).toContain('Account: ada');
    expect(mail.text).toContain('4 March 2026 at 05:06 UTC');
    expect(mail.text).toMatch(/If this was not you|If you did not ask for this/);
  });

  it('names the recovery code, and both addresses of an email change', () => {
    expect(composeSecurityEmail('authenticator-removed', facts).text).toContain('recovery code');
    expect(composeSecurityEmail('recovery-code-used', facts).text).toContain('recovery code');
    expect(composeSecurityEmail('email-changed-old-address', facts).text).toContain(
      'to ada@example.org',
    );
    expect(composeSecurityEmail('email-changed-new-address', facts).text).toContain(
      'replaced ada@example.com',
    );
  });

  it('says support made the change, and what to do if the person did not ask for it', () => {
    const trialEnd = new Date('2026-04-01T00:00:00Z');
    const extended = composeSecurityEmail('trial-extended', { ...facts, trialEnd });
    expect(extended.text).toContain('our support team extended your trial');
    expect(extended.text).toContain('It now ends on 1 April 2026 at 00:00 UTC.');
    const reset = composeSecurityEmail('authenticator-reset-by-support', facts);
    expect(reset.text).toContain('you set up an authenticator app again');
    expect(reset.text).toContain(
      'If you asked our support team for this, there is nothing more to do.',
    );
    expect(reset.text).toContain('If you did not ask for this, please contact our support team.');
    expect(reset.text).not.toContain('If this was you');
  });

  it('says where the change came from when it is known', () => {
    const from = 'Firefox 133, Linux, 203.0.113.7';
    expect(composeSecurityEmail('password-changed', { ...facts, from }).text).toContain(
      `From: ${from}`,
    );
    expect(composeSecurityEmail('password-changed', facts).text).not.toContain('From:');
  });

  it('writes times in UTC, saying so', () => {
    expect(formatEmailTime(new Date('2026-12-31T23:59:00Z'))).toBe('31 December 2026 at 23:59 UTC');
  });
});
