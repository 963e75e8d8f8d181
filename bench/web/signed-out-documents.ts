/**
 * What a signed-out visitor's sign-in page costs the server: GET /login answered from the copy
 * rendered once (decision 025) against GET /login rendered for its request, on the same server
 * in the same rounds. A cookie of Amplify's for another app client has the page rendered and
 * leaves the visitor signed out, so both answers are the same page (e2e/signed-out-html.spec.ts
 * checks that they are).
 *
 * Run: `npx tsx bench/web/signed-out-documents.ts [--no-record]`; BENCH_DOCUMENT_SECONDS (5)
 * and BENCH_DOCUMENT_ROUNDS (3) set the length of each measurement and the rounds (medians
 * shown). Prints a markdown section and records it as its own section of bench/RESULTS.md.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { recordSection } from './results-file.js';
import { load, medianLoad, type Load } from './user-me-load.js';
import { startBenchWebServer, startIdentityForBench } from './user-me-stack.js';

const { values: args } = parseArgs({
  options: { 'no-record': { type: 'boolean', default: false } },
});
const CONNECTIONS = [1, 8] as const;
const seconds = Number(process.env.BENCH_DOCUMENT_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_DOCUMENT_ROUNDS ?? 3);
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');

const ANSWERS = [
  { name: 'kept copy, fresh nonce', headers: {} },
  {
    name: 'rendered for the request',
    headers: { cookie: 'CognitoIdentityServiceProvider.another-client.LastAuthUser=x' },
  },
] as const;

const loadAtStart = loadavg()[0] ?? 0;
const services = await startIdentityForBench();
const server = await startBenchWebServer({ webDir, services });
const measured = new Map<string, Load[]>();
try {
  const url = `${server.url}/login`;
  // Warm-up: the first rendering makes the copy; both ways get the server's code warm.
  for (const { headers } of ANSWERS) await load(url, { ...headers }, 8, 2);
  for (let round = 0; round < rounds; round++) {
    for (const connections of CONNECTIONS) {
      for (const { name, headers } of ANSWERS) {
        const key = `${name}@${connections}`;
        const result = await load(
          url,
          { ...headers, 'accept-encoding': 'br' },
          connections,
          seconds,
        );
        measured.set(key, [...(measured.get(key) ?? []), result]);
      }
    }
  }
} finally {
  await server.stop();
  await services.close();
}
const loadAtEnd = loadavg()[0] ?? 0;

const rows = CONNECTIONS.flatMap((connections) =>
  ANSWERS.map(({ name }) => {
    const median = medianLoad(measured.get(`${name}@${connections}`) ?? []);
    return `| ${name} | ${connections} | ${median.requestsPerSecond.toLocaleString('en')} | ${median.p50Ms} ms | ${median.p99Ms} ms | ${median.failed} |`;
  }),
);
const body = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${cpus().length} cores, Node ${process.version}) with \`npx tsx bench/web/signed-out-documents.ts\`: the production build run as \`npm start\` runs it, autocannon from the same machine asking for brotli, ${seconds} s per measurement, the two ways interleaved, ${rounds} rounds, medians shown; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end.`,
  '',
  '| answer | connections | requests/s | p50 | p99 | failed |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
].join('\n');
console.log(`\n${body}\n`);
if (!args['no-record']) recordSection('web: signed-out `/login` on the server', body);
