import 'server-only';
import { deviceNameOf } from '@steadfast/device-name';

/**
 * The name Amplify gives a device (ConfirmDevice's DeviceName) is the User-Agent, or where the
 * browser has client hints, "<platform> <version> <arch> … <brand>/<version>;…" (Chrome:
 * "Linux x86 Linux Not:A-Brand/8.0.0.0;Chromium/131.0.6778.85"). The hints are turned into the
 * User-Agent words deviceNameOf reads, so both read "Chrome 131, Linux".
 */
const hintBrands: [brand: RegExp, word: string][] = [
  [/\bMicrosoft Edge\/(\d+)/, 'Edg'],
  [/\bOpera\/(\d+)/, 'OPR'],
  [/\bGoogle Chrome\/(\d+)/, 'Chrome'],
  [/\bChromium\/(\d+)/, 'Chrome'],
];
const hintSystems: [platform: RegExp, words: string][] = [
  [/^Windows\b/, 'Windows NT 10.0'],
  [/^macOS\b/, 'Mac OS X'],
  [/^Android\b/, 'Android'],
  [/^Chrome OS\b/, 'CrOS'],
  [/^Linux\b/, 'Linux'],
];

export function deviceBrowserName(deviceName: string | undefined): string {
  if (!deviceName) return 'Unknown browser';
  if (deviceName.startsWith('Mozilla/')) return deviceNameOf(deviceName) ?? 'Unknown browser';
  const brand = hintBrands
    .map(([pattern, word]) => {
      const version = pattern.exec(deviceName)?.[1];
      return version === undefined ? undefined : `${word}/${version}`;
    })
    .find((found) => found !== undefined);
  const system = hintSystems.find(([pattern]) => pattern.test(deviceName))?.[1];
  return deviceNameOf([system, brand].filter(Boolean).join(' ')) ?? 'Unknown browser';
}
