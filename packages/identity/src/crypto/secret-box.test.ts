import { describe, expect, it } from 'vitest';
import { generateDataKey, openText, sealText } from './secret-box.js';

describe('secret box', () => {
  it('opens what it sealed, with a fresh nonce each time', () => {
    const key = generateDataKey();
    const first = sealText(key, 'JBSWY3DPEHPK3PXP ünïcode');
    const second = sealText(key, 'JBSWY3DPEHPK3PXP ünïcode');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DP');
    expect(openText(key, first)).toBe('JBSWY3DPEHPK3PXP ünïcode');
    expect(openText(key, sealText(key, ''))).toBe('');
  });

  it('opens only with the associated data it was sealed with', () => {
    const key = generateDataKey();
    const sealed = sealText(key, 'state', 'id-1');
    expect(openText(key, sealed, 'id-1')).toBe('state');
    expect(() => openText(key, sealed, 'id-2')).toThrow();
    expect(() => openText(key, sealed)).toThrow();
    expect(() => openText(key, sealText(key, 'state'), 'id-1')).toThrow();
  });

  it('refuses another key, altered parts and malformed input', () => {
    const key = generateDataKey();
    const sealed = sealText(key, 'secret');
    expect(() => openText(generateDataKey(), sealed)).toThrow();
    const [version, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
    const flip = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    for (const altered of [
      [version, flip(iv), ciphertext, tag],
      [version, iv, flip(ciphertext), tag],
      [version, iv, ciphertext, flip(tag)],
      ['v2', iv, ciphertext, tag],
      [version, iv, ciphertext],
    ]) {
      expect(() => openText(key, altered.join('.'))).toThrow();
    }
    expect(() => openText(key, 'garbage')).toThrow();
    expect(() => sealText('c2hvcnQ=', 'secret')).toThrow(RangeError);
  });
});
