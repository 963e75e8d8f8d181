import { describe, expect, it } from 'vitest';
import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes-file';

describe('recovery codes file', () => {
  it('names the app, the username, the date and every code, one per line', () => {
    const text = recoveryCodesText({
      appName: 'Steadfast',
      username: 'ada',
      madeOn: '28 November 2026',
      codes: ['k7m2p-x9qrt', 'abcde-fghjk'],
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Steadfast recovery codes');
    expect(lines).toContain('Username: ada');
    expect(lines).toContain('Made on: 28 November 2026');
    expect(lines).toContain('k7m2p-x9qrt');
    expect(lines).toContain('abcde-fghjk');
  });

  it('makes a file name from any app name', () => {
    expect(recoveryCodesFileName('Steadfast')).toBe('steadfast-recovery-codes.txt');
    expect(recoveryCodesFileName('Mein Konto / Test')).toBe('mein-konto-test-recovery-codes.txt');
    expect(recoveryCodesFileName('***')).toBe('account-recovery-codes.txt');
  });
});
