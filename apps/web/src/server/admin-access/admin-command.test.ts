import { mkdtemp, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningIdentityServer } from '@steadfast/identity';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, users } from '../db/schema';
import { openDatabase, type OpenDatabaseOptions } from '../db/open-database';
import { testDatabaseTargets } from '../testing/test-databases';
import { sendAdminCommand } from './admin-channel-client';
import { adminChannelPath } from './admin-channel-path';
import {
  admin,
  commandEnvironment,
  startCommandIdentityServer,
  startWebServerProcess,
} from './testing/admin-command-setup';

let identity: RunningIdentityServer;
let counter = 0;

/** A person the identity service knows and the app has no record of (they never signed in). */
async function newPerson() {
  counter += 1;
  const username = `adm${Date.now().toString(36)}${counter}`;
  await identity.seedUsers([
    { username, password: 'Correct-Horse-1!', email: `${username}@example.com` },
  ]);
  return username;
}

async function readBack(database: OpenDatabaseOptions) {
  const opened = await openDatabase(database);
  try {
    return {
      users: await opened.db.select().from(users).orderBy(asc(users.username)),
      audit: await opened.db.select().from(adminAudit).orderBy(asc(adminAudit.at)),
    };
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  identity = await startCommandIdentityServer();
}, 60_000);

afterAll(async () => {
  await identity?.close();
});

describe('npm run admin arguments', () => {
  it.each([
    [[], 'Say what to do: grant, revoke or list.'],
    [['promote', 'ada'], 'There is no command "promote": use grant, revoke or list.'],
    [['grant'], 'Say whose access to grant: grant <username>.'],
    [['revoke', 'ada', 'bob'], 'revoke takes one username.'],
    [['list', 'ada'], 'list takes no username.'],
    [['grant', 'a da'], 'A username has no spaces or control characters.'],
    [['grant', 'x'.repeat(129)], 'A username has at most 128 characters.'],
  ])(
    'refuses %j with a sentence and the usage, exit code 2, touching nothing',
    async (words, problem) => {
      const answer = await admin({}, ...words);
      expect(answer).toEqual({ exitCode: 2, out: '', error: expect.stringContaining(problem) });
      expect(answer.error).toContain('Usage: npm run admin -- grant <username>');
    },
  );
});

describe('npm run admin on PGlite with no web server running', { timeout: 60_000 }, () => {
  let dataDir: string;
  let environment: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'steadfast-admin-'));
    environment = commandEnvironment(identity, { dataDir });
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('grants, lists and revokes, creating the record of someone who never signed in, audited', async () => {
    const ada = await newPerson();
    expect(await admin(environment, 'grant', ada)).toEqual({
      exitCode: 0,
      out: `${ada} is now an administrator.`,
      error: '',
    });
    expect((await admin(environment, 'grant', ada)).out).toBe(
      `${ada} is already an administrator.`,
    );
    expect((await admin(environment, 'list')).out).toBe(ada);
    expect((await admin(environment, 'revoke', ada)).out).toBe(
      `${ada} is no longer an administrator.`,
    );
    expect((await admin(environment, 'revoke', ada)).out).toBe(`${ada} is not an administrator.`);
    expect((await admin(environment, 'list')).out).toBe('There are no administrators.');

    const stored = await readBack({ dataDir });
    const record = stored.users.find((row) => row.username === ada);
    expect(record).toMatchObject({ email: `${ada}@example.com`, isAdmin: false, lastActive: null });
    // The other tests of this block share the database and may run before this one.
    const adas = stored.audit.filter((entry) => entry.targetUsername === ada);
    expect(adas.map((entry) => [entry.action, entry.outcome, entry.detail])).toEqual([
      ['grant-admin', 'succeeded', null],
      ['grant-admin', 'succeeded', 'No change.'],
      ['revoke-admin', 'succeeded', null],
      ['revoke-admin', 'succeeded', 'No change.'],
    ]);
    expect(adas[0]).toMatchObject({
      adminSub: null,
      adminUsername: 'command line',
      targetSub: record?.cognitoId,
      targetUsername: ada,
    });
  });

  it('says no one has a username the identity service does not know, exit code 1, audited as failed', async () => {
    expect(await admin(environment, 'grant', 'nobodyatall')).toEqual({
      exitCode: 1,
      out: '',
      error: 'No one has the username nobodyatall.',
    });
    expect((await admin(environment, 'revoke', 'nobodyatall')).exitCode).toBe(1);
    const stored = await readBack({ dataDir });
    expect(stored.users.some((row) => row.username === 'nobodyatall')).toBe(false);
    const failed = stored.audit.filter((entry) => entry.targetUsername === 'nobodyatall');
    expect(failed.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['grant-admin', 'failed'],
      ['revoke-admin', 'failed'],
    ]);
  });

  it('refuses, changing nothing, while another process holds the database without a channel', async () => {
    const held = await openDatabase({ dataDir });
    try {
      const answer = await admin(environment, 'grant', await newPerson());
      expect(answer.exitCode).toBe(1);
      expect(answer.error).toContain('is open in a process that does not take admin commands');
      expect(answer.out).toBe('');
    } finally {
      await held.close();
    }
    expect((await admin(environment, 'list')).out).toBe('There are no administrators.');
  });
});

// One web server's life, in order: it answers while it runs, then stops and removes its socket.
describe('npm run admin through a running web server', { timeout: 90_000, shuffle: false }, () => {
  let dataDir: string;
  let environment: Record<string, string>;
  let web: Awaited<ReturnType<typeof startWebServerProcess>> | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'steadfast-admin-web-'));
    environment = commandEnvironment(identity, { dataDir });
    web = await startWebServerProcess(environment);
  }, 60_000);

  afterAll(async () => {
    web?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('listens on a Unix domain socket in the data directory, mode 0600, not a TCP port', async () => {
    const socketPath = path.join(dataDir, 'admin.sock');
    expect(adminChannelPath({ dataDir, databaseUrl: undefined })).toBe(socketPath);
    const file = await stat(socketPath);
    expect(file.isSocket()).toBe(true);
    expect(file.mode & 0o777).toBe(0o600);
  });

  it('runs the command in the web server, which holds the database', async () => {
    const ada = await newPerson();
    const socketPath = path.join(dataDir, 'admin.sock');
    // Answered by the server (the command opens the database only when none answers).
    expect(await sendAdminCommand(socketPath, { command: 'grant', username: ada })).toEqual({
      kind: 'granted',
      username: ada,
    });
    expect(await admin(environment, 'list')).toEqual({ exitCode: 0, out: ada, error: '' });
    expect((await admin(environment, 'grant', 'nobodyatall')).error).toBe(
      'No one has the username nobodyatall.',
    );
  });

  it('answers a line that is not a command with a sentence and changes nothing', async () => {
    const socketPath = path.join(dataDir, 'admin.sock');
    for (const line of ['not json', '{"command":"grant","username":"x","isAdmin":true}']) {
      expect(await sendRawLine(socketPath, line)).toMatch(/^\{"error":".+"\}$/);
    }
  });

  it('removes the socket when it stops, and the command then opens the database itself', async () => {
    expect(await web?.stop()).toBe(143);
    await expect(stat(path.join(dataDir, 'admin.sock'))).rejects.toThrow(/ENOENT/);
    const [only] = (await admin(environment, 'list')).out.split('\n');
    const stored = await readBack({ dataDir });
    expect(stored.users.filter((row) => row.isAdmin).map((row) => row.username)).toEqual([only]);
    expect(stored.audit.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['grant-admin', 'succeeded'],
      ['grant-admin', 'failed'],
    ]);
  });
});

const postgresTarget = testDatabaseTargets().find((target) => target.name === 'postgres');

describe.skipIf(!postgresTarget)('npm run admin on PostgreSQL', { timeout: 60_000 }, () => {
  it('writes directly, with no web server and no socket', async () => {
    const created = await postgresTarget!.create();
    try {
      const environment = commandEnvironment(identity, {
        dataDir: 'unused',
        databaseUrl: created.options.databaseUrl,
      });
      expect(
        adminChannelPath({ dataDir: 'unused', databaseUrl: created.options.databaseUrl }),
      ).toBeUndefined();
      const ada = await newPerson();
      expect((await admin(environment, 'grant', ada)).out).toBe(`${ada} is now an administrator.`);
      expect((await admin(environment, 'list')).out).toBe(ada);
      const stored = await readBack(created.options);
      expect(stored.users.find((row) => row.username === ada)?.isAdmin).toBe(true);
      expect(stored.audit).toHaveLength(1);
    } finally {
      await created.drop();
    }
  });
});

function sendRawLine(socketPath: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath, () => socket.write(`${line}\n`));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('end', () => resolve(received.trim()));
    socket.on('error', reject);
  });
}
