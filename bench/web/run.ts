/**
 * Web benchmark: first-load JavaScript (gzip) per route of the production build, and the time
 * until /login is usable in Chromium against the real stack. Prints the figures and records
 * them in bench/RESULTS.md under "web". Run: `npx tsx bench/web/run.ts` (builds if needed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestStack } from '../../apps/web/e2e/support/test-stack.js';
import { measureFirstLoadJs, measureFrameworkJs } from './first-load-js.js';
import {
  measureLoginInteractive,
  measureLoginScriptBytes,
  SLOW_DEVICE,
} from './login-interactive.js';
import { writeSection } from './results-file.js';

const LOGIN_BUDGET_BYTES = 200 * 1024;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(rootDir, 'apps/web');
const distDir = path.join(webDir, '.next');

if (!existsSync(path.join(distDir, 'BUILD_ID')) || process.argv.includes('--build')) {
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const sizes = measureFirstLoadJs(distDir);
const login = sizes.find((size) => size.route === '/login');
const frameworkBytes = measureFrameworkJs(distDir);

const loadAtStart = loadavg()[0] ?? 0;
const stack = await startTestStack({ dev: false });
let timing;
let slowTiming;
let loginScriptBytes;
try {
  timing = await measureLoginInteractive(stack.environment.baseUrl);
  slowTiming = await measureLoginInteractive(stack.environment.baseUrl, {
    runs: 5,
    slowDevice: true,
  });
  loginScriptBytes = await measureLoginScriptBytes(stack.environment.baseUrl);
} finally {
  await stack.stop();
}

const loadAtEnd = loadavg()[0] ?? 0;
// Timings on a shared machine depend on what else runs; the load average says how busy it was.
const load = `1-minute load average ${loadAtStart.toFixed(1)} at the start of the timings and ${loadAtEnd.toFixed(1)} at the end${Math.max(loadAtStart, loadAtEnd) > cpus().length ? ': the machine was busy with other work, so the timings are slower and noisier than on an idle one' : ''}`;
const table = [
  '| route | first-load JS (gzip) | files |',
  '| --- | ---: | ---: |',
  ...sizes.map((size) => `| \`${size.route}\` | ${kB(size.gzipBytes)} kB | ${size.files} |`),
].join('\n');
const verdict = login
  ? `/login first-load JS: ${kB(login.gzipBytes)} kB gzip (budget ${kB(LOGIN_BUDGET_BYTES)} kB: ${login.gzipBytes <= LOGIN_BUDGET_BYTES ? 'within' : 'OVER'}).`
  : '/login not found in the build.';
const interactive = [
  `/login usable in Chromium (navigation start → sign-in form rendered and accepting input), cold context, median of ${timing.runs.length}: **${timing.medianMs} ms** (runs: ${timing.runs.join(', ')} ms).`,
  `The same on a slow device profile (CPU ${SLOW_DEVICE.cpuSlowdown}× slower, ${SLOW_DEVICE.downloadBitsPerSecond / 1e6} Mbps, ${SLOW_DEVICE.latencyMs} ms latency), median of ${slowTiming.runs.length}: **${slowTiming.medianMs} ms** (runs: ${slowTiming.runs.join(', ')} ms).`,
].join('\n');
const body = [
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${process.platform}, ${cpus().length} cores, Node ${process.version}) with \`npx tsx bench/web/run.ts\`; production build, local identity server; ${load}.`,
  '',
  table,
  '',
  verdict,
  `Of that, ${kB(frameworkBytes)} kB is React, React DOM and the Next.js runtime, shared by every route; the rest is MUI with Emotion and the app theme, and the pages' own code.`,
  "Not in it: aws-amplify's Cognito client with its SRP maths (about 55 kB). The server tells from the request's cookies whether Amplify holds a session at all; without one the page is signed out at once and the identity client is fetched when the page is idle or in use (with one, it loads first and looks the session up, as before). The route progress bar, MUI's Alert (toasts, form messages) and the header's accessibility dialog also load after first paint, and text fields are the app's own label, input and hint rather than MUI's TextField or its input parts.",
  `Everything /login fetches in its first seconds, including that deferred code, as the server sends it: ${kB(loginScriptBytes)} kB.`,
  'Before: 288.5 kB, then 258.4 kB with Amplify in the first load, when /login was usable after a median 908 ms locally (same bench, 2026-11-22). Side by side with that build on the slow device profile (one session, 5 runs each, 2026-11-22, load average 4 to 6), the sign-in form appeared after a median 2697 ms and took typing after 2882 ms, against 2180 ms and 2525 ms with Amplify deferred.',
  '',
  interactive,
].join('\n');

console.log(`\n${body}\n`);
writeSection(path.join(rootDir, 'bench/RESULTS.md'), 'web', body);
