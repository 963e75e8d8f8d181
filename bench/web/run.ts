/**
 * Web benchmark: every signed-out route of the production build side by side with a minimal
 * MUI + Amplify sign-in page (bench/web/minimal-page) built and served by the bench, in the same
 * interleaved rounds, on a normal and a slow device profile in Chromium. Prints first-load JS,
 * whether the form is in the server HTML, LCP and the time until typing works, checks them
 * against the targets of issue 12, and records them in bench/RESULTS.md under "web".
 *
 * Run: `npm run bench:web [-- --rounds 5] [-- --build] [-- --no-record]`.
 */
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../apps/web/e2e/support/chromium.js';
import { startTestStack } from '../../apps/web/e2e/support/test-stack.js';
import { describeMachine } from '../identity-signin/machine.js';
import { measureFirstLoadJs } from './first-load-js.js';
import { checkFormInHtml, type FormInHtml } from './form-in-html.js';
import { jsSection } from './js-section.js';
import {
  ensureMinimalPageBuilt,
  MINIMAL_PAGE_DIST,
  startMinimalPage,
} from './minimal-page-server.js';
import { DEFINITIONS } from './page-timings.js';
import { PROFILES } from './profiles.js';
import { profileSection } from './report.js';
import { writeSection } from './results-file.js';
import { runRounds, sampleKey, type PageUnderTest } from './rounds.js';
import { measureScriptBytes } from './script-bytes.js';
import { summarise } from './summary.js';
import { ensureWebAppBuilt, WEB_DIST } from './web-app-build.js';

const SIGNED_OUT_ROUTES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/forgot-username',
  '/confirm-signup',
];
const OURS = 'ours';
const MINIMAL = 'minimal MUI + Amplify';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    build: { type: 'boolean', default: false },
    'no-record': { type: 'boolean', default: false },
  },
});
const rounds = Number.parseInt(args.rounds, 10);
if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error('--rounds must be at least 1');

ensureWebAppBuilt(args.build);
ensureMinimalPageBuilt();
const ourSizes = measureFirstLoadJs(WEB_DIST);
const minimalSizes = measureFirstLoadJs(MINIMAL_PAGE_DIST);
const jsBytes = (page: PageUnderTest) =>
  (page.site === MINIMAL ? minimalSizes : ourSizes).find((size) => size.route === page.route)
    ?.gzipBytes ?? null;

const loadAtStart = loadavg();
const stack = await startTestStack({ dev: false });
const minimal = await startMinimalPage(stack.environment).catch(async (error: unknown) => {
  await stack.stop();
  throw error;
});
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const pages: PageUnderTest[] = [
  ...SIGNED_OUT_ROUTES.map((route) => ({
    site: OURS,
    route,
    url: `${stack.environment.baseUrl}${route}`,
  })),
  { site: MINIMAL, route: '/login', url: `${minimal.baseUrl}/login` },
];
const forms = new Map<PageUnderTest, FormInHtml>();
let samples;
let loginScriptBytes;
try {
  // The first requests of a fresh server load its modules; they are not what a visitor meets.
  for (const page of [...pages, ...pages]) await fetch(page.url);
  for (const page of pages) forms.set(page, await checkFormInHtml(browser, page.url));
  console.log(`Measuring ${rounds} interleaved rounds…`);
  samples = await runRounds(browser, pages, PROFILES, rounds);
  loginScriptBytes = await measureScriptBytes(browser, `${stack.environment.baseUrl}/login`);
} finally {
  await browser.close();
  await minimal.stop();
  await stack.stop();
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

const load = (averages: number[]) => averages.map((value) => value.toFixed(1)).join(' / ');
const body = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:web\` on ${describeMachine()}; production builds, local identity server, Chromium. Load average (1 / 5 / 15 min) ${load(loadAtStart)} at the start and ${load(loadAtEnd)} at the end: this machine is shared, so timings are medians of ${rounds} interleaved rounds, with the range of the runs in brackets.`,
  '',
  ...profileSections.flatMap((section) => [section, '']),
  ...DEFINITIONS.flatMap((definition) => [definition, '']),
  jsSection(ourSizes, WEB_DIST, loginScriptBytes),
  // user.me over HTTP (bench/web/user-me.ts) goes here, as its own section of this body.
].join('\n');

console.log(`\n${body}\n`);
if (!args['no-record'])
  writeSection(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../RESULTS.md'),
    'web',
    body,
  );
