import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startIdentityServer, type RunningIdentityServer } from '@steadfast/identity';
import { createMailboxClient, startMailbox, type RunningMailbox } from '@steadfast/mailbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';

const webRoot = fileURLToPath(new URL('../../..', import.meta.url));
const entry = path.join(webRoot, 'src/server/testing/api-server-process.ts');

/** The web server process: resolves once it prints its address; `output` keeps all it wrote. */
function startWebProcess(environment: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', entry], {
    cwd: webRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(output.text);
        if (match) resolve(match);
        return match;
      };
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk: Buffer) => {
          output.text += chunk.toString();
          look();
        });
      void exited.then(() => look() ?? reject(new Error(`exited first: ${output.text}`)));
    });
  return { child, output, exited, printed };
}

/** Sends the head and part of a body, then waits for `100 Continue`: the server has the request. */
async function startRequest(url: string, body: string) {
  const outgoing = request(`${url}/api/trpc/user.forgotUsername`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
  });
  await new Promise<void>((resolve) => outgoing.once('continue', resolve));
  outgoing.write(body.slice(0, 10));
  return {
    finish: async () => {
      outgoing.end(body.slice(10));
      const response = await answered;
      let text = '';
      for await (const chunk of response) text += String(chunk);
      return { status: response.statusCode, connection: response.headers.connection, text };
    },
  };
}

describe('the web server process on SIGTERM', { timeout: 60_000 }, () => {
  let identity: RunningIdentityServer;
  let mailbox: RunningMailbox;
  let dataDir: string;
  let web: ReturnType<typeof startWebProcess> | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
    identity = await startIdentityServer({
      port: 0,
      dataDir: 'memory://',
      smtpUrl: mailbox.smtpUrl,
      logLevel: 'error',
      srpWorkers: 0,
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'steadfast-web-shutdown-'));
  }, 60_000);

  afterAll(async () => {
    web?.child.kill('SIGKILL');
    await identity?.close();
    await mailbox?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight and its emailed work, closes the database and exits', async () => {
    const person = { username: `shutdown${Date.now()}`, password: 'Correct-Horse-1!' };
    const email = `${person.username}@example.com`;
    await identity.seedUsers([{ ...person, email }]);
    web = startWebProcess({
      COGNITO_USER_POOL_ID: identity.poolId,
      COGNITO_CLIENT_ID: identity.clientId,
      COGNITO_ENDPOINT: identity.url,
      SMTP_URL: mailbox.smtpUrl,
      WEB_DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    const [, url = ''] = await web.printed(/ready on (http:\S+)/);
    const since = new Date();
    const inFlight = await startRequest(url, JSON.stringify({ json: { email } }));

    web.child.kill('SIGTERM');
    await web.printed(/SIGTERM: finishing requests in flight/);
    await expect(fetch(`${url}/api/trpc/user.me`)).rejects.toThrow();
    expect(await inFlight.finish()).toEqual({
      status: 200,
      connection: 'close',
      text: '{"result":{"data":{"json":{"ok":true}}}}',
    });
    expect(await web.exited).toEqual({ code: 143, signal: null });

    // Sent before the process ended: background work is waited for.
    const reminder = await createMailboxClient(mailbox.httpUrl).waitForMessage({
      to: email,
      since,
      timeoutMs: 1_000,
    });
    expect(reminder.Text).toContain(person.username);
    // PGlite was closed, so the directory opens again, with the request's writes in it.
    const reopened = await openDatabase({ dataDir });
    try {
      const counted = await reopened.db.execute(
        sql`select count(*)::int as count from app.rate_limits`,
      );
      expect((counted as unknown as { rows: unknown[] }).rows).toEqual([{ count: 2 }]);
    } finally {
      await reopened.close();
    }
  });
});
