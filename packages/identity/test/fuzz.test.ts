import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailbox, type RunningMailbox } from '@steadfast/mailbox';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationRegistry } from '../src/operations/registry.js';
import { malformedInput, nearValidInput, wellFormedInput, wrongIdentity } from './fuzz-inputs.js';
import { malformedRequest, type FuzzRequest } from './fuzz-requests.js';
import { operationShapes, type OperationShape } from './fuzz-shapes.js';
import {
  createFuzzTarget,
  pathnameOf,
  problemsWith,
  readIdentityTables,
  sendFuzzRequest,
  tableChanges,
  type FuzzTarget,
} from './fuzz-target.js';
import { createFuzzFixtures, signInAgain, type FuzzFixtures } from './fuzz-fixtures.js';
import { createScratchDatabase } from './scratch-database.js';

/**
 * Property-based fuzzing of every operation against the real server in a child process: no
 * answer is a 5xx, every answer is complete and Cognito-shaped, no malformed request changes a
 * row of any identity table, and the process survives. The seed is fixed so a run is
 * repeatable; FUZZ_SEED=<n> tries another, and a failure prints the seed and path to replay.
 * Runs on TEST_DATABASE_URL's PostgreSQL when set (a scratch database), else on PGlite on disk.
 */
const seed = Number.parseInt(process.env.FUZZ_SEED ?? '20261122', 10);
if (!Number.isSafeInteger(seed)) throw new Error('FUZZ_SEED must be an integer');
fc.configureGlobal({ seed });

const shapeByName = new Map(operationShapes.map((shape) => [shape.name, shape]));
const operationNames = operationShapes.map((shape) => shape.name);
const postgresUrl = process.env.TEST_DATABASE_URL;

let mailbox: RunningMailbox;
let target: FuzzTarget;
let fixtures: FuzzFixtures;
let storeLocation: { databaseUrl: string } | { dataDir: string };
let disposeStore: () => Promise<void>;

beforeAll(async () => {
  mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  if (postgresUrl) {
    const scratch = await createScratchDatabase(postgresUrl);
    storeLocation = { databaseUrl: scratch.url };
    disposeStore = () => scratch.drop();
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'steadfast-fuzz-'));
    storeLocation = { dataDir };
    disposeStore = () => rm(dataDir, { recursive: true, force: true });
  }
  target = createFuzzTarget({
    SMTP_URL: mailbox.smtpUrl,
    ...('databaseUrl' in storeLocation
      ? { DATABASE_URL: storeLocation.databaseUrl }
      : { IDENTITY_DATA_DIR: storeLocation.dataDir }),
  });
  await target.start();
  fixtures = await createFuzzFixtures(target.url);
}, 60_000);

afterAll(async () => {
  await target?.stop();
  await mailbox?.close();
  await disposeStore?.();
});

/** The rows of every identity table; PGlite is read with the server stopped, as only one process may open it. */
async function snapshotTables() {
  if ('databaseUrl' in storeLocation) return readIdentityTables(storeLocation);
  await target.stop();
  try {
    return await readIdentityTables(storeLocation);
  } finally {
    await target.start();
  }
}

/** Sends one request and throws with everything needed to reproduce it when the answer is wrong. */
async function sendAndCheck(request: FuzzRequest, refusalExpected: boolean) {
  await target.ensureRunning();
  const logStart = target.output().length;
  const result = await sendFuzzRequest(target.url, request);
  const problems = problemsWith(request, result);
  const status = result.response?.status ?? 0;
  if (refusalExpected && status > 0 && status < 400) {
    problems.push(
      `accepted with ${status}: ${result.response?.body.toString('utf8').slice(0, 200)}`,
    );
  }
  if (problems.length === 0) return;
  if (!result.response) await new Promise((resolve) => setTimeout(resolve, 500));
  const crashed = target.alive ? '' : ' The server process exited.';
  const log = target.output().slice(logStart).trim();
  throw new Error(
    `${problems.join('; ')}.${crashed}${log ? `\nserver log: ${log.slice(0, 2000)}` : ''}`,
  );
}

const refused = (request: FuzzRequest) => {
  const path = pathnameOf(request.path);
  return !(
    request.method === 'OPTIONS' ||
    (request.method === 'GET' && path.includes('/.well-known/'))
  );
};

/** Property runs per operation and category: a few hundred requests in all. */
const runs = { malformed: 4, wrongIdentity: 3, raw: 90, wellFormed: 8, nearValid: 3 };
// A request that kills the server costs a restart (2–3 s) for every shrinking step that repeats it.
const timeLimit = { plugins: [fc.interruptAfterTimeLimit(15_000)] };
const testTimeoutMs = 60_000;

// In the order written, even when tests are shuffled: the malformed requests are checked
// against a snapshot taken while the fixtures' sessions are unspent, before the well-formed
// requests may spend them, and the last test asks whether the process survived all the others.
describe('fuzzing every operation', { shuffle: false }, () => {
  it('has a fuzz shape for exactly the operations in the registry', () => {
    expect([...operationNames].sort()).toEqual([...createOperationRegistry().keys()].sort());
  });

  describe('malformed requests are refused and change nothing', () => {
    let before: Record<string, string[]>;
    beforeAll(async () => {
      before = await snapshotTables();
    }, 60_000);

    it.each(operationNames)(
      '%s: a field of the wrong type, out of its limits or missing',
      async (name) => {
        const shape = shapeByName.get(name) as OperationShape;
        await fc.assert(
          fc.asyncProperty(malformedInput(shape, fixtures.context), (request) =>
            sendAndCheck(request, true),
          ),
          { numRuns: runs.malformed, ...timeLimit },
        );
      },
      testTimeoutMs,
    );

    it.each(operationNames)(
      '%s: an unknown client, a damaged token or session, a bad signature',
      async (name) => {
        const arbitrary = wrongIdentity(shapeByName.get(name) as OperationShape, fixtures.context);
        if (!arbitrary) return;
        await fc.assert(
          fc.asyncProperty(arbitrary, (request) =>
            // RevokeToken accepts unknown refresh tokens silently, as Cognito does.
            sendAndCheck(request, !(name === 'RevokeToken' && request.label === 'Token wrong')),
          ),
          { numRuns: runs.wrongIdentity, ...timeLimit },
        );
      },
      testTimeoutMs,
    );

    it(
      'other methods, unknown targets, bodies that are not a JSON object, bodies over 1 MiB, odd request targets',
      async () => {
        await fc.assert(
          fc.asyncProperty(malformedRequest(operationNames), (request) =>
            sendAndCheck(request, refused(request)),
          ),
          { numRuns: runs.raw, plugins: [fc.interruptAfterTimeLimit(40_000)] },
        );
      },
      testTimeoutMs,
    );

    it('left every row of every identity table as it was', async () => {
      // The fixtures' rows are there, so the snapshot did read the server's store.
      for (const table of ['users', 'codes', 'auth_sessions', 'refresh_tokens']) {
        expect(before[table]?.length, table).toBeGreaterThan(0);
      }
      expect(tableChanges(before, await snapshotTables())).toEqual([]);
    }, 60_000);
  });

  it.each(operationNames)(
    '%s: well-formed input with odd characters gets a complete Cognito answer',
    async (name) => {
      const shape = shapeByName.get(name) as OperationShape;
      const context = shape.access === 'admin' ? fixtures.adminContext : fixtures.context;
      await fc.assert(
        fc.asyncProperty(wellFormedInput(shape, context), (request) =>
          sendAndCheck(request, false),
        ),
        { numRuns: runs.wellFormed, ...timeLimit },
      );
    },
    testTimeoutMs,
  );

  it.each(operationNames)(
    '%s: near-valid input gets a complete Cognito answer',
    async (name) => {
      const shape = shapeByName.get(name) as OperationShape;
      const context = shape.access === 'admin' ? fixtures.adminContext : fixtures.context;
      await fc.assert(
        fc.asyncProperty(nearValidInput(shape, context), (request) => sendAndCheck(request, false)),
        { numRuns: runs.nearValid, ...timeLimit },
      );
    },
    testTimeoutMs,
  );

  it('leaves the server process alive and serving sign-ins', async () => {
    const lastCrash = target.crashes.at(-1) ?? '';
    expect(target.crashes.length, `the server process exited; its last output:\n${lastCrash}`).toBe(
      0,
    );
    expect(target.alive).toBe(true);
    await expect(signInAgain(target.url, fixtures.survivor)).resolves.toMatchObject({
      Username: fixtures.survivor.person.username,
    });
  });
});
