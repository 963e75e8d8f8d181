/// <reference lib="dom" />
/**
 * What each part of the signed-out `/login` document costs its first paint: the document our
 * server sends, and the same document with parts taken out (the flight data; every script; every
 * script and style), each served by this bench from memory with our response headers and our
 * server's brotli settings, every other request passed through to our server. Beside them, in
 * the same interleaved rounds: our server's own answer and the minimal MUI + Amplify page.
 *
 * The variants without scripts never hydrate and the one without styles is not a usable page:
 * they say what those parts cost the first frame, not what a visitor could be sent.
 *
 * Run: `npx tsx bench/web/first-paint-parts.ts [--rounds 11] [--no-record]`. Prints a markdown
 * section and writes it to bench/RESULTS.md under "web: first paint, part by part".
 */
import { chromium } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../apps/web/e2e/support/chromium.js';
import { BROTLI_OPTIONS } from '../../apps/web/src/server/http/compress-responses.js';
import { describeMachine } from '../identity-signin/machine.js';
import { startArrivalPage } from './arrival-page.js';
import { ensureMinimalPageBuilt } from './minimal-page-server.js';
import { applyProfile, PROFILES } from './profiles.js';
import { writeSection } from './results-file.js';
import { OURS, startSites } from './sites.js';
import { spread } from './summary.js';
import { ensureWebAppBuilt } from './web-app-build.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '11' },
    'no-record': { type: 'boolean', default: false },
  },
});
const rounds = Number.parseInt(args.rounds, 10);
if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error('--rounds must be at least 1');

const FLIGHT_DATA = /<script[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g;
const SCRIPTS = /<script[^>]*>[\s\S]*?<\/script>|<link rel="preload" as="script"[^>]*>/g;
const STYLES = /<style[^>]*>[\s\S]*?<\/style>/g;

const VARIANTS: { name: string; edit: (html: string) => string }[] = [
  { name: 'as sent, served by the bench', edit: (html) => html },
  { name: 'without the flight data', edit: (html) => html.replace(FLIGHT_DATA, '') },
  { name: 'without any script', edit: (html) => html.replace(SCRIPTS, '') },
  {
    name: 'without any script or style',
    edit: (html) => html.replace(SCRIPTS, '').replace(STYLES, ''),
  },
];

// The response headers that describe the body as it was sent, rather than the page.
const BODY_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection'];

function withoutBodyHeaders(headers: Headers): Record<string, string> {
  const kept = Object.fromEntries(headers);
  for (const name of BODY_HEADERS) delete kept[name];
  return kept;
}

/** Answers /login with `document`, everything else from `origin`. */
async function serveVariant(
  origin: string,
  document: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === '/login') {
      response.writeHead(200, {
        ...headers,
        'content-encoding': 'br',
        'content-length': document.length,
      });
      response.end(document);
      return;
    }
    fetch(`${origin}${request.url ?? '/'}`, { headers: { 'accept-encoding': 'br' } })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        response.writeHead(answer.status, withoutBodyHeaders(answer.headers));
        response.end(body);
      })
      .catch(() => response.writeHead(502).end());
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
  const paints = PROFILES.map((profile) => cell(firstPaints.get(`${profile.name} ${name}`)));
  return `| ${name} | ${size === undefined ? '' : `${(size / 1000).toFixed(1)} kB`} | ${paints.join(' | ')} |`;
});
const body = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npx tsx bench/web/first-paint-parts.ts\` on ${describeMachine()}; ${rounds} interleaved rounds, medians with the range of the runs; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  'First contentful paint of a cold load (new browser context, empty cache) arriving from a blank page on another site (decision 024), for our signed-out `/login` as our server sends it, the same document served by this bench with parts taken out (our response headers, compressed with the brotli settings of our server; every other request passed through to our server), and the minimal MUI + Amplify page. The documents without scripts never hydrate and the one without styles is not a usable page: they show what those parts cost the first frame, not what a visitor could be sent.',
  '',
  `| document | brotli body | ${PROFILES.map((profile) => `first paint, ${profile.name} (${profile.description})`).join(' | ')} |`,
  `| --- | ---: | ${PROFILES.map(() => '---:').join(' | ')} |`,
  ...rows,
].join('\n');
console.log(`\n${body}\n`);
if (!args['no-record'])
  writeSection(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../RESULTS.md'),
    'web: first paint, part by part',
    body,
  );
