import { describe, expect, it } from 'vitest';
import { composeUsernameReminder } from './username-reminder';

describe('composeUsernameReminder', () => {
  it('names every username and the app in the subject', () => {
    const mail = composeUsernameReminder('Steadfast', 'ada@example.com', ['ada', 'ada2']);
    expect(mail.subject).toBe('Your Steadfast username');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.text).toContain('    ada\n    ada2');
  });
});
