import { describe, expect, it } from 'vitest';
import { buildTotpSetupUri, groupSecret } from './totp-setup-uri';

describe('buildTotpSetupUri', () => {
  it('escapes the label parts and names the issuer', () => {
    expect(buildTotpSetupUri({ appName: 'My App', username: 'a:b', secret: 'ABC' })).toBe(
      'otpauth://totp/My%20App:a%3Ab?secret=ABC&issuer=My+App',
    );
  });
});

describe('groupSecret', () => {
  it('splits into groups of four and ignores spaces', () => {
    expect(groupSecret('ABCD EFGH IJ')).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(groupSecret('')).toEqual([]);
  });
});
