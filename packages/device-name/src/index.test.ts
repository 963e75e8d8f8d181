import { describe, expect, it } from 'vitest';
import { deviceNameOf } from './index.js';

describe('deviceNameOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131, Windows 10',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131, Windows 10',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari 18, Mac OS X',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari 18, iOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox 133, Linux',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131, Android',
    ],
    ['aws-sdk-js/3.1169.0 ua/2.1 os/linux#6.8 lang/js md/nodejs#22.12.0', 'Other, Other'],
  ])('names %s as %s', (userAgent, name) => {
    expect(deviceNameOf(userAgent)).toBe(name);
  });

  it('names nothing without a User-Agent', () => {
    expect(deviceNameOf(undefined)).toBeUndefined();
    expect(deviceNameOf(null)).toBeUndefined();
    expect(deviceNameOf('')).toBeUndefined();
  });
});
