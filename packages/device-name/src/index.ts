// One file with no relative imports, as `@steadfast/postgres-client`: Next.js's bundler takes a
// workspace package's `./x.js` specifiers literally and would not find `./x.ts`.

/*
 * A device named from a User-Agent header: the browser and its major version, then the
 * operating system ("Chrome 131, Windows 10"), as Cognito's event history shows them. A part
 * not recognised reads "Other". The identity server gives it as AdminListUserAuthEvents'
 * DeviceName, and the web app words its own account events with it, so that both read alike on
 * the security page. The wording is ours: AWS documents the field only as "the user's device
 * name".
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

export function deviceNameOf(userAgent: string | null | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = browsers
    .map(([name, pattern]) => {
      const version = pattern.exec(userAgent)?.[1];
      return version === undefined ? undefined : `${name} ${version}`;
    })
    .find((found) => found !== undefined);
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return `${browser ?? 'Other'}, ${system ?? 'Other'}`;
}
