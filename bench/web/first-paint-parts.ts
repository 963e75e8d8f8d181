/// <reference lib="dom" />
/**
 * What each part of the signed-out `/login` document costs its first paint: the document our
 * server sends, and the same document with parts taken out (the flight data; the settings
 * script's `localStorage` read; the inline scripts in the head; every script; every script and
 * style), each served by this bench from memory with our response headers and our server's
 * brotli settings, every other request passed through to our server untouched. Beside them, in
 * the same interleaved rounds: our server's own answer and the minimal MUI + Amplify page. Then,
 * on the slow profile, a Chromium trace of a few loads of each: what the page's main thread did
 * before its first contentful paint (main-thread-work.ts).
 *
 * The variants without scripts never hydrate and the one without styles is not a usable page:
 * they say what those parts cost the first frame, not what a visitor could be sent.
 *
 * Run: `npx tsx bench/web/first-paint-parts.ts [--rounds 11] [--trace-rounds 5] [--no-record]`.
 * Prints a markdown section and writes it to bench/RESULTS.md under "web: first paint, part by
 * part".
 */
import { chromium } from '@playwright/test';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../apps/web/e2e/support/chromium.js';
import { BROTLI_OPTIONS } from '../../apps/web/src/server/http/compress-responses.js';
import { describeMachine } from '../identity-signin/machine.js';
import { startArrivalPage } from './arrival-page.js';
import { ensureMinimalPageBuilt } from './minimal-page-server.js';
import {
  mainThreadWork,
  TRACE_CATEGORIES,
  WORK_KINDS,
  type MainThreadWork,
  type TraceEvent,
  type WorkKind,
} from './main-thread-work.js';
import { untilNetworkQuiet } from './page-timings.js';
import { applyProfile, PROFILES, SLOW } from './profiles.js';
import { recordSection } from './results-file.js';
import { OURS, startSites } from './sites.js';
import { spread } from './summary.js';
import { ensureWebAppBuilt } from './web-app-build.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '11' },
    'trace-rounds': { type: 'string', default: '5' },
    'no-record': { type: 'boolean', default: false },
  },
});
const rounds = Number.parseInt(args.rounds, 10);
if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error('--rounds must be at least 1');
const traceRounds = Number.parseInt(args['trace-rounds'], 10);
if (!Number.isSafeInteger(traceRounds) || traceRounds < 0)
  throw new Error('--trace-rounds must be 0 or more');

const FLIGHT_DATA = /<script[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g;
const SCRIPTS = /<script[^>]*>[\s\S]*?<\/script>|<link rel="preload" as="script"[^>]*>/g;
const STYLES = /<style[^>]*>[\s\S]*?<\/style>/g;
// The two inline scripts in the head: the accessibility settings and the pre-hydration submits.
const HEAD_INLINE_SCRIPTS =
  /<script id="(?:accessibility-init|pre-hydration-submit)"[^>]*>[\s\S]*?<\/script>/g;

/** A variant that would be the document as sent means the document changed: say so. */
function replacing(
  pattern: RegExp | string,
  replacement: string,
  what: string,
): (html: string) => string {
  return (html) => {
    const edited = html.replace(pattern, replacement);
    if (edited === html) throw new Error(`our /login no longer has ${what}`);
    return edited;
  };
}

const removing = (pattern: RegExp, what: string) => replacing(pattern, '', what);

// The settings script's read of the stored settings (init-script-source.ts); without it the
// script goes on as for a browser that has stored none.
const SETTINGS_READ = 's=JSON.parse(window.localStorage.getItem(c.key))';

const VARIANTS: { name: string; edit: (html: string) => string }[] = [
  { name: 'as sent, served by the bench', edit: (html) => html },
  { name: 'without the flight data', edit: removing(FLIGHT_DATA, 'flight data') },
  {
    name: 'without the read of the stored settings',
    edit: replacing(SETTINGS_READ, 's=null', 'the read of the stored settings'),
  },
  {
    name: 'without the inline scripts in the head',
    edit: removing(HEAD_INLINE_SCRIPTS, 'the inline scripts in the head'),
  },
  { name: 'without any script', edit: removing(SCRIPTS, 'scripts') },
  {
    name: 'without any script or style',
    edit: (html) => removing(STYLES, 'styles')(removing(SCRIPTS, 'scripts')(html)),
  },
];

// The response headers that describe the body as it was sent, rather than the page.
const BODY_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection'];

function withoutBodyHeaders(headers: Headers): Record<string, string> {
  const kept = Object.fromEntries(headers);
  for (const name of BODY_HEADERS) delete kept[name];
  return kept;
}

/**
 * Answers /login with `document`, everything else from `origin` as it answers: its status,
 * headers and bytes (compressed as it compressed them), so the scripts cost what they cost.
 */
async function serveVariant(
  origin: string,
  document: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((incoming, response) => {
    if (incoming.url === '/login') {
      response.writeHead(200, {
        ...headers,
        'content-encoding': 'br',
        'content-length': document.length,
      });
      response.end(document);
      return;
    }
    const upstream = request(
      `${origin}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/login`, server };
}

ensureWebAppBuilt(false);
ensureMinimalPageBuilt();
const loadAtStart = loadavg()[0] ?? 0;
const sites = await startSites(undefined);
const arrival = await startArrivalPage();
const servers: Server[] = [];
const firstPaints = new Map<string, number[]>();
const largestPaints = new Map<string, number[]>();
/** When the parser reached the end of the document (`domInteractive`), beside the paints. */
const documentsParsed = new Map<string, number[]>();
/** How long after `load` the largest contentful paint is read. */
const LCP_SETTLE_MS = 600;
const mainThread = new Map<string, MainThreadWork[]>();
const sizes = new Map<string, number>();
const names: string[] = [];
try {
  const ours = sites.pages.find((page) => page.site === OURS && page.route === '/login');
  if (!ours) throw new Error('our /login is not among the sites');
  const sent = await fetch(ours.url);
  const html = await sent.text();
  const headers = withoutBodyHeaders(sent.headers);
  const targets = [{ name: 'our server', url: ours.url }];
  for (const variant of VARIANTS) {
    const document = brotliCompressSync(variant.edit(html), BROTLI_OPTIONS);
    sizes.set(variant.name, document.length);
    const { url, server } = await serveVariant(new URL(ours.url).origin, document, headers);
    servers.push(server);
    targets.push({ name: variant.name, url });
  }
  targets.push({ name: 'minimal MUI + Amplify', url: sites.minimalUrl });
  names.push(...targets.map((target) => target.name));

  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const target of targets) await fetch(target.url); // the servers' first requests
    for (let round = 0; round < rounds; round++) {
      // The order turns by one each round, so no target is always first or last.
      for (let index = 0; index < targets.length * PROFILES.length; index++) {
        const target = targets[(index + round) % targets.length];
        const profile = PROFILES[Math.floor(index / targets.length)];
        if (!target || !profile) continue;
        const key = `${profile.name} ${target.name}`;
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.goto(arrival.url, { waitUntil: 'load' });
          await applyProfile(context, page, profile);
          await page.goto(target.url, { waitUntil: 'load' });
          // Our pages fire `load` before their first paint (their scripts come after it): an
          // `evaluate` right after `load` would run Playwright's own script in the page while
          // our first frame is made, and not while the minimal page's is. Paint entries are
          // buffered, so reading them once the network is quiet loses nothing.
          await untilNetworkQuiet(page);
          const paint = await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                new PerformanceObserver((list) => {
                  const entry = list.getEntriesByName('first-contentful-paint')[0];
                  if (entry) resolve(entry.startTime);
                }).observe({ type: 'paint', buffered: true });
              }),
          );
          firstPaints.set(key, [...(firstPaints.get(key) ?? []), paint]);
          const parsed = await page.evaluate(() => {
            const [navigation] = performance.getEntriesByType('navigation');
            return navigation instanceof PerformanceNavigationTiming
              ? navigation.domInteractive
              : null;
          });
          if (parsed === null) throw new Error(`${target.url} has no navigation timing`);
          documentsParsed.set(key, [...(documentsParsed.get(key) ?? []), parsed]);
          // The largest contentful paint can come a frame later than the first (the header
          // painted before the card): read it once later frames had their chance.
          await page.waitForTimeout(LCP_SETTLE_MS);
          const largest = await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                new PerformanceObserver((list) => {
                  const entry = list.getEntries().at(-1);
                  if (entry) resolve(entry.startTime);
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              }),
          );
          largestPaints.set(key, [...(largestPaints.get(key) ?? []), largest]);
        } finally {
          await context.close();
        }
      }
    }
    for (let round = 0; round < traceRounds; round++) {
      for (let index = 0; index < targets.length; index++) {
        const target = targets[(index + round) % targets.length];
        if (!target) continue;
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.goto(arrival.url, { waitUntil: 'load' });
          await applyProfile(context, page, SLOW);
          await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
          let trace: Buffer;
          try {
            await page.goto(target.url, { waitUntil: 'load' });
            await untilNetworkQuiet(page);
          } finally {
            trace = await browser.stopTracing();
          }
          const parsed = JSON.parse(trace.toString()) as
            TraceEvent[] | { traceEvents: TraceEvent[] };
          const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
          const work = mainThreadWork(events, target.url);
          mainThread.set(target.name, [...(mainThread.get(target.name) ?? []), work]);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const server of servers) server.close();
  await arrival.stop();
  await sites.stop();
}

const cell = (values: number[] | undefined) => {
  if (!values?.length) return '';
  const { median, min, max } = spread(values.map(Math.round));
  return `${median} ms (${min}–${max})`;
};
const rows = names.map((name) => {
  const size = sizes.get(name);
  const paints = PROFILES.flatMap((profile) => [
    cell(documentsParsed.get(`${profile.name} ${name}`)),
    cell(firstPaints.get(`${profile.name} ${name}`)),
    cell(largestPaints.get(`${profile.name} ${name}`)),
  ]);
  return `| ${name} | ${size === undefined ? '' : `${(size / 1000).toFixed(1)} kB`} | ${paints.join(' | ')} |`;
});
const WORK_HEADINGS: Record<WorkKind, string> = {
  navigation: 'taking the response',
  script: 'running scripts',
  parsing: 'parsing HTML and CSS',
  style: 'style',
  layout: 'layout',
  paint: 'paint and commit',
};
const medianOf = (values: number[]) => spread(values).median;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const workRows = names.flatMap((name) => {
  const loads = mainThread.get(name);
  if (!loads?.length) return [];
  const ms = (value: number) => `${Math.round(value)} ms`;
  const cells = [
    ms(medianOf(loads.map((load) => load.firstPaintMs))),
    ms(medianOf(loads.map((load) => load.busyMs))),
    ...WORK_KINDS.map((kind) => ms(medianOf(loads.map((load) => load.byKind[kind])))),
    ms(medianOf(loads.map((load) => load.busyMs - sum(Object.values(load.byKind))))),
    String(medianOf(loads.map((load) => load.scripts))),
  ];
  return [`| ${name} | ${cells.join(' | ')} |`];
});
const traced = workRows.length
  ? [
      '',
      `What the page's main thread did before the first contentful paint, on the slow profile: a Chromium trace of ${traceRounds} more loads of each (interleaved, medians; tracing slows the page, so these first paints are later than above). Each kind is the own time of its trace events (parsing does not include the scripts it runs); busy is all the main thread's tasks; other is what busy holds beyond the kinds listed (receiving messages from the browser process, the tasks' own bookkeeping, loading the scripts' responses).`,
      '',
      `| document | first paint, traced | main thread busy | ${WORK_KINDS.map((kind) => WORK_HEADINGS[kind]).join(' | ')} | other | scripts run |`,
      `| --- | ---: | ---: | ${WORK_KINDS.map(() => '---:').join(' | ')} | ---: | ---: |`,
      ...workRows,
    ]
  : [];
const body = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npx tsx bench/web/first-paint-parts.ts\` on ${describeMachine()}; ${rounds} interleaved rounds, medians with the range of the runs; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  `First contentful paint, and largest contentful paint read ${LCP_SETTLE_MS} ms later, both read once the network has been quiet for half a second (nothing of the bench runs in the page before), of a cold load (new browser context, empty cache) arriving from a blank page on another site (decision 024), for our signed-out \`/login\` as our server sends it, the same document served by this bench with parts taken out (our response headers, compressed with the brotli settings of our server; every other request passed through to our server and answered as it answers), and the minimal MUI + Amplify page. The documents without scripts never hydrate and the one without styles is not a usable page: they show what those parts cost the first frame, not what a visitor could be sent. A first frame that holds the header alone, before the card, makes the first paint sooner than the largest (decision 029). Document parsed is \`domInteractive\`, when the parser reached the end of the document, flight data included. Where the first paint comes after it, what the parser does before the end of the document, the flight data's scripts among it, is on the path to the first paint.`,
  '',
  `| document | brotli body | ${PROFILES.map((profile) => `document parsed, ${profile.name} (${profile.description}) | first paint, ${profile.name} | largest contentful paint, ${profile.name}`).join(' | ')} |`,
  `| --- | ---: | ${PROFILES.map(() => '---: | ---: | ---:').join(' | ')} |`,
  ...rows,
  ...traced,
].join('\n');
console.log(`\n${body}\n`);
if (!args['no-record']) recordSection('web: first paint, part by part', body);
