import { describe, expect, it } from 'vitest';
import { deviceNameOf } from '../../../../../../packages/identity/src/services/device-name';
import { browserName } from './browser-name';

const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  'curl/8.5.0',
];

describe('browserName', () => {
  it('names browser and system as the identity server names a sign-in’s device', () => {
    for (const userAgent of userAgents)
      expect(browserName(userAgent)).toBe(deviceNameOf(userAgent) ?? null);
    expect(browserName(userAgents[0]!)).toBe('Chrome 131, Windows 10');
    expect(browserName('curl/8.5.0')).toBe('Other, Other');
    expect(browserName(null)).toBeNull();
  });
});
