import { measureFrameworkJs, type RouteSize } from './first-load-js.js';

/** Issue 12: first-load JavaScript of /login at most 160 kB gzip. */
export const LOGIN_JS_TARGET_BYTES = 160 * 1024;

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** First-load JavaScript of every route of our build, and /login against its target. */
export function jsSection(sizes: RouteSize[], distDir: string, loginScriptBytes: number): string {
  const login = sizes.find((size) => size.route === '/login');
  const loginVerdict = login
    ? `/login first-load JS: ${kB(login.gzipBytes)} gzip (target ${kB(LOGIN_JS_TARGET_BYTES)}: ${login.gzipBytes <= LOGIN_JS_TARGET_BYTES ? 'met' : 'NOT met'}).`
    : '/login is not in the build.';
  return [
    '### First-load JavaScript of every route (ours)',
    '',
    '| route | first-load JS (gzip) | files |',
    '| --- | ---: | ---: |',
    ...sizes.map((size) => `| \`${size.route}\` | ${kB(size.gzipBytes)} | ${size.files} |`),
    '',
    loginVerdict,
    `Of that, ${kB(measureFrameworkJs(distDir))} is React, React DOM and the Next.js runtime, shared by every route.`,
    `Everything /login fetches in its first seconds, including code it loads after it is usable, as the server sends it: ${kB(loginScriptBytes)}.`,
  ].join('\n');
}
