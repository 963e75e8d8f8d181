import 'server-only';

/*
 * The browser and system a User-Agent names ("Chrome 131, Windows 10"), worded as the identity
 * server words AdminListUserAuthEvents' DeviceName, so the app's own events and the sign-ins read
 * alike on the security page. Duplicated from packages/identity/src/services/device-name.ts so
 * the web bundle does not reach into another workspace; browser-name.test.ts fails if the two
 * drift apart.
 */
const browsers: [name: string, pattern: RegExp][] = [
  // Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  ['Windows 10', /Windows NT 10\.0/],
  ['Windows', /Windows/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Mac OS X', /Mac OS X/],
  ['Android', /Android/],
  ['Chrome OS', /\bCrOS\b/],
  ['Linux', /Linux/],
];

export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = browsers
    .map(([name, pattern]) => {
      const version = pattern.exec(userAgent)?.[1];
      return version === undefined ? undefined : `${name} ${version}`;
    })
    .find((found) => found !== undefined);
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return `${browser ?? 'Other'}, ${system ?? 'Other'}`;
}
