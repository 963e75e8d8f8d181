/**
 * Web benchmark: every signed-out route of the production build side by side with a minimal
 * MUI + Amplify sign-in page (bench/web/minimal-page) built and served by the bench, in the same
 * interleaved rounds, on a normal and a slow device profile in Chromium. Prints first-load JS,
 * whether the form is in the server HTML, LCP and the time until typing works, checks them
 * against the targets of issue 12, and records them in bench/RESULTS.md under "web".
 *
 * Then `user.me` over HTTP (bench/web/user-me.ts), after the page rounds so neither disturbs the
 * other; `--no-user-me` leaves it out.
 *
 * Every load starts from a blank page on another site (arrival-page.ts); `--from-blank` starts
 * them from the new tab's `about:blank` instead.
 *
 * Run: `npm run bench:web -- [--rounds 5] [--build] [--no-record] [--no-user-me] [--from-blank] [--baseline <apps/web dir>]`.
 */
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../apps/web/e2e/support/chromium.js';
import { describeMachine } from '../identity-signin/machine.js';
import { startArrivalPage } from './arrival-page.js';
import { baselineWebDir } from './baseline-server.js';
import { measureFirstLoadJs, type RouteSize } from './first-load-js.js';
import { checkFormInHtml, type FormInHtml } from './form-in-html.js';
import { jsSection } from './js-section.js';
import { ensureMinimalPageBuilt, MINIMAL_PAGE_DIST } from './minimal-page-server.js';
import { checkMinimalSignIn } from './minimal-sign-in.js';
import { DEFINITIONS } from './page-timings.js';
import { PROFILES } from './profiles.js';
import { profileSection } from './report.js';
import { recordSection } from './results-file.js';
import { runRounds, sampleKey, type PageUnderTest } from './rounds.js';
import { measureScriptBytes } from './script-bytes.js';
import { BASELINE, MINIMAL, OURS, startSites } from './sites.js';
import { summarise } from './summary.js';
import { benchUserMe } from './user-me.js';
import { ensureWebAppBuilt, WEB_DIST } from './web-app-build.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    build: { type: 'boolean', default: false },
    'no-record': { type: 'boolean', default: false },
    'no-user-me': { type: 'boolean', default: false },
    'from-blank': { type: 'boolean', default: false },
    baseline: { type: 'string' },
  },
});
const rounds = Number.parseInt(args.rounds, 10);
if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error('--rounds must be at least 1');
const baselineDir = args.baseline === undefined ? undefined : baselineWebDir(args.baseline);

ensureWebAppBuilt(args.build);
ensureMinimalPageBuilt();
const sizes = new Map<string, RouteSize[]>([
  [OURS, measureFirstLoadJs(WEB_DIST)],
  [MINIMAL, measureFirstLoadJs(MINIMAL_PAGE_DIST)],
  ...(baselineDir
    ? [[BASELINE, measureFirstLoadJs(path.join(baselineDir, '.next'))] as const]
    : []),
]);
const jsBytes = (page: PageUnderTest) =>
  sizes.get(page.site)?.find((size) => size.route === page.route)?.gzipBytes ?? null;

const loadAtStart = loadavg();
const sites = await startSites(baselineDir);
const arrival = args['from-blank'] ? null : await startArrivalPage();
const { pages } = sites;
const forms = new Map<PageUnderTest, FormInHtml>();
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS).catch(async (error: unknown) => {
  await arrival?.stop();
  await sites.stop();
  throw error;
});
let samples;
let loginScriptBytes;
let minimalAnswer;
try {
  // The first requests of a fresh server load its modules; they are not what a visitor meets.
  for (const page of [...pages, ...pages]) await fetch(page.url);
  minimalAnswer = await checkMinimalSignIn(browser, sites.minimalUrl);
  for (const page of pages) forms.set(page, await checkFormInHtml(browser, page.url));
  console.log(`Measuring ${rounds} interleaved rounds of ${pages.length} pages…`);
  samples = await runRounds(browser, pages, PROFILES, rounds, arrival?.url ?? null);
  const ourLogin = pages.find((page) => page.site === OURS && page.route === '/login');
  loginScriptBytes = ourLogin ? await measureScriptBytes(browser, ourLogin.url) : 0;
} finally {
  await browser.close();
  await arrival?.stop();
  await sites.stop();
}
const loadAtEnd = loadavg();

const profileSections = PROFILES.map((profile) => {
  const summaries = pages.map((page) =>
    summarise(
      page,
      samples.get(sampleKey(profile, page)) ?? [],
      forms.get(page) ?? { fieldsInHtml: [], visibleWithoutJs: 0, complete: false },
      jsBytes(page),
    ),
  );
  const reference = summaries.find((summary) => summary.page.site === MINIMAL);
  if (!reference) throw new Error('the minimal page was not measured');
  const ours = summaries.filter((summary) => summary.page.site === OURS);
  return profileSection(profile, summaries, reference, ours);
});

// The baseline's `user.me` is measured too when one is given.
const userMeSection = args['no-user-me']
  ? undefined
  : await benchUserMe(baselineDir ? { beforeWebDir: baselineDir } : {});

const load = (averages: number[]) => averages.map((value) => value.toFixed(1)).join(' / ');
const body = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:web\` on ${describeMachine()}; production builds, local identity server, Chromium. Load average (1 / 5 / 15 min) ${load(loadAtStart)} at the start and ${load(loadAtEnd)} at the end: this machine is shared, so timings are medians of ${rounds} interleaved rounds, with the range of the runs in brackets.`,
  arrival
    ? 'Every load starts from a blank page on another site, as a visitor arrives from a link or the address bar (decision 024).'
    : "Every load starts from the new tab's `about:blank` (`--from-blank`), where a page without Cross-Origin-Opener-Policy keeps the tab's renderer and ours starts a new one (decision 024).",
  ...(baselineDir ? [`Baseline: the build in \`${baselineDir}\`, served the same way.`] : []),
  `The minimal page's sign-in reaches the identity server (an unknown user gets: "${minimalAnswer}").`,
  '',
  ...profileSections.flatMap((section) => [section, '']),
  ...DEFINITIONS.flatMap((definition) => [definition, '']),
  jsSection(sizes.get(OURS) ?? [], WEB_DIST, loginScriptBytes),
  ...(userMeSection ? ['', userMeSection] : []),
].join('\n');

console.log(`\n${body}\n`);
if (!args['no-record']) recordSection('web', body);
