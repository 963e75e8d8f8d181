import { describe, expect, it } from 'vitest';
import { deviceBrowserName } from './device-browser-name';

describe('deviceBrowserName', () => {
  it('names a device from its User-Agent as the security activity names browsers', () => {
    expect(
      deviceBrowserName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133, Linux');
  });

  it('names a device from the client hints Amplify sends for Chromium browsers', () => {
    expect(deviceBrowserName('Linux x86 Linux Not:A-Brand/8.0.0.0;Chromium/131.0.6778.85')).toBe(
      'Chrome 131, Linux',
    );
    expect(
      deviceBrowserName(
        'macOS 14.2.1 arm macOS Not A(Brand/99.0.0.0;Google Chrome/121.0.6167.160;Chromium/121.0.6167.160',
      ),
    ).toBe('Chrome 121, Mac OS X');
    expect(
      deviceBrowserName(
        'Windows 15.0.0 x86 Windows Microsoft Edge/131.0.2903.70;Chromium/131.0.6778.86',
      ),
    ).toBe('Edge 131, Windows 10');
  });

  it('says so when the device has no name', () => {
    expect(deviceBrowserName(undefined)).toBe('Unknown browser');
  });
});
