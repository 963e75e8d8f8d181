import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerEnv } from '../config/parse-server-env';
import { createAppServices, type CreatedAppServices } from '../create-app-services';
import { AdminChannelError, sendAdminCommand } from './admin-channel-client';
import { startAdminChannel, type AdminChannel } from './admin-channel-server';

describe('the admin channel when the command fails in the server', { timeout: 60_000 }, () => {
  let dataDir: string;
  let services: CreatedAppServices;
  let channel: AdminChannel;
  const reported: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'steadfast-admin-channel-'));
    // An identity service no one listens for.
    const env = parseServerEnv({ WEB_DATA_DIR: dataDir, COGNITO_ENDPOINT: 'http://127.0.0.1:9' });
    services = createAppServices(env);
    channel = await startAdminChannel({
      socketPath: path.join(dataDir, 'admin.sock'),
      services,
      reportError: (context) => reported.push(context),
    });
  });

  afterAll(async () => {
    await channel?.close();
    await services?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says why to the command and logs it', async () => {
    const sent = sendAdminCommand(path.join(dataDir, 'admin.sock'), {
      command: 'grant',
      username: 'ada',
    });
    await expect(sent).rejects.toThrow(AdminChannelError);
    await expect(sent).rejects.toThrow(/^the web server could not run it: .*ECONNREFUSED/);
    expect(reported).toEqual(['admin command failed']);
  });

  it('refuses a socket path longer than Unix allows, naming WEB_DATA_DIR', async () => {
    const socketPath = path.join(dataDir, 'x'.repeat(100), 'admin.sock');
    await expect(
      startAdminChannel({ socketPath, services, reportError: () => undefined }),
    ).rejects.toThrow(/set WEB_DATA_DIR to a shorter path/);
  });
});
