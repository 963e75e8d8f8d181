import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningIdentityServer } from '@steadfast/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAdminCommand } from './admin-channel-client';
import {
  admin,
  commandEnvironment,
  startCommandIdentityServer,
  startDevWebServer,
} from './testing/admin-command-setup';

let identity: RunningIdentityServer;
let dataDir: string;
let web: Awaited<ReturnType<typeof startDevWebServer>> | undefined;

beforeAll(async () => {
  identity = await startCommandIdentityServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'steadfast-admin-dev-'));
  web = await startDevWebServer(commandEnvironment(identity, { dataDir }));
}, 120_000);

afterAll(async () => {
  await web?.stop();
  await identity?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run admin while `npm run dev` runs', { timeout: 60_000 }, () => {
  it('is answered by the development server, which holds the embedded database', async () => {
    const username = `dev${Date.now().toString(36)}`;
    await identity.seedUsers([
      { username, password: 'Correct-Horse-1!', email: `${username}@example.com` },
    ]);
    const socketPath = path.join(dataDir, 'admin.sock');
    expect(await sendAdminCommand(socketPath, { command: 'grant', username })).toEqual({
      kind: 'granted',
      username,
    });
    expect(await admin(commandEnvironment(identity, { dataDir }), 'list')).toEqual({
      exitCode: 0,
      out: username,
      error: '',
    });
  });
});
