import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailbox, type RunningMailbox } from '@steadfast/mailbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID } from '../src/index.js';
import { openStore } from '../src/store/database.js';
import { startChildServer } from './child-server.js';
import { uniqueUser } from './harness.js';

/** Sends the head and part of a body, then waits for `100 Continue`: the server has the request. */
async function startRequest(url: string, target: string, body: string) {
  const outgoing = request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
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

describe('the identity server process on SIGTERM', { timeout: 60_000 }, () => {
  let mailbox: RunningMailbox;
  let dataDir: string;
  let kill: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
    dataDir = await mkdtemp(path.join(tmpdir(), 'identity-shutdown-'));
  });

  afterAll(async () => {
    await kill();
    await mailbox?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, closes the store and exits with 0', async () => {
    const server = await startChildServer({
      IDENTITY_DATA_DIR: dataDir,
      IDENTITY_SRP_WORKERS: '0',
      SMTP_URL: mailbox.smtpUrl,
    });
    kill = server.kill;
    const person = uniqueUser('shutdown');
    const inFlight = await startRequest(
      server.url,
      'SignUp',
      JSON.stringify({
        ClientId: DEFAULT_CLIENT_ID,
        Username: person.username,
        Password: person.password,
        UserAttributes: [{ Name: 'email', Value: person.email }],
      }),
    );

    const exited = server.stop('SIGTERM');
    await server.printed(/Received SIGTERM, finishing requests in flight/);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    const answer = await inFlight.finish();
    expect({ status: answer.status, connection: answer.connection }).toEqual({
      status: 200,
      connection: 'close',
    });
    expect(JSON.parse(answer.text)).toMatchObject({ UserConfirmed: false });
    expect(await exited).toEqual({ code: 0, signal: null });

    // PGlite was closed, so its directory opens again, with the new user in it.
    const reopened = await openStore({ dataDir });
    try {
      const found = await reopened.db.execute(
        sql`SELECT count(*)::int AS count FROM identity.users WHERE username = ${person.username}`,
      );
      expect((found as unknown as { rows: unknown[] }).rows).toEqual([{ count: 1 }]);
    } finally {
      await reopened.close();
    }
  });
});
