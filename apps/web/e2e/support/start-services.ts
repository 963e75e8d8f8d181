/**
 * Starts the real mail catcher and identity server for the browser tests, on free ports with
 * fresh data directories, and prints their URLs as one JSON line. Run with tsx: Playwright's
 * loader does not compile the workspace packages' TypeScript.
 *
 * The identity server serves its HTTPS hosted sign-in domain too, for the web app's origin
 * (E2E_WEB_ORIGIN), confirming sign-ups by code or, with E2E_SIGNUP_CONFIRMATION=link, by link.
 *
 * The identity server's clock is the system clock plus an offset that the tests can move
 * (POST /clock {"offsetMs": n} on the control port), so "the sign-in session expired" is the
 * server's own verdict rather than a simulation in the browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdentityServer } from '@steadfast/identity';
import { startMailbox } from '@steadfast/mailbox';
import { findFreePort } from '../../src/server/http/free-port';

const dataDir = mkdtempSync(path.join(tmpdir(), 'steadfast-e2e-'));
let offsetMs = 0;
const clock = { nowInMs: () => Date.now() + offsetMs };

const mailbox = await startMailbox({
  host: '127.0.0.1',
  smtpPort: 0,
  httpPort: 0,
  dataDir: path.join(dataDir, 'mail'),
});
const identityPort = await findFreePort();
const identity = await startIdentityServer({
  port: identityPort,
  host: '127.0.0.1',
  publicUrl: `http://127.0.0.1:${identityPort}`,
  dataDir: path.join(dataDir, 'identity'),
  smtpUrl: mailbox.smtpUrl,
  logLevel: 'warn',
  clock,
  // The hosted sign-in domain, for the web app under test (its origin comes from the stack).
  hostedDomain: true,
  hostedPort: 0,
  webOrigins: [process.env.E2E_WEB_ORIGIN ?? 'http://127.0.0.1:3000'],
  signUpConfirmation: process.env.E2E_SIGNUP_CONFIRMATION === 'link' ? 'link' : 'code',
});

const control = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    if (request.method === 'POST' && request.url === '/clock') {
      const parsed = JSON.parse(body || '{}') as { offsetMs?: unknown };
      if (typeof parsed.offsetMs === 'number') offsetMs = parsed.offsetMs;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ offsetMs }));
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlAddress = control.address();
const controlPort = typeof controlAddress === 'object' && controlAddress ? controlAddress.port : 0;

async function shutdown() {
  control.close();
  await Promise.allSettled([identity.close(), mailbox.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

console.log(
  JSON.stringify({
    identityUrl: identity.url,
    poolId: identity.poolId,
    clientId: identity.clientId,
    identityPoolId: identity.identityPoolId,
    mailboxUrl: mailbox.httpUrl,
    smtpUrl: mailbox.smtpUrl,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    hostedUrl: identity.hostedUrl,
    hostedSpkiSha256: identity.hostedSpkiSha256,
    dataDir,
  }),
);
