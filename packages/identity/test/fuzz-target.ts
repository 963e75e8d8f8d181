import { spawn } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Hash } from '@smithy/hash-node';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import postgres from 'postgres';
import { cognitoErrorNames } from '../src/errors.js';
import type { FuzzRequest, Signing } from './fuzz-requests.js';

const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/**
 * The identity server's CLI in a child process, so a request that kills it shows up as that
 * request's dropped connection (and is restarted for the next one) instead of taking the test
 * runner down with it. Its output is kept: the server logs what made it answer 500.
 */
export function createFuzzTarget(environment: Record<string, string>) {
  let output = '';
  let current:
    | { url: string; pid: number; exited: Promise<void>; alive: boolean; stop(): Promise<void> }
    | undefined;
  const crashes: string[] = [];

  async function start() {
    const child = spawn(process.execPath, ['--import', 'tsx', cliPath], {
      env: {
        ...process.env,
        IDENTITY_PORT: '0',
        // The command line also serves the hosted domain: on a free port, never the fixed 9443.
        IDENTITY_HOSTED_PORT: '0',
        LOG_LEVEL: 'error',
        IDENTITY_SRP_WORKERS: '0',
        // Whatever the shell has: PGlite unless the test names a database, and the admin key it signs with.
        DATABASE_URL: '',
        IDENTITY_ADMIN_ACCESS_KEY_ID: 'local',
        IDENTITY_ADMIN_SECRET_ACCESS_KEY: 'local',
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let startOutput = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      startOutput += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /listening on (http:\/\/\S+)/.exec(startOutput);
        if (match?.[1]) resolve(match[1]);
      });
      void exited.then(() =>
        reject(new Error(`identity server exited at start-up: ${startOutput}`)),
      );
    });
    const running = {
      url,
      pid: child.pid ?? 0,
      exited,
      alive: true,
      async stop() {
        if (!running.alive) return;
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(timer);
      },
    };
    void exited.then(() => {
      running.alive = false;
    });
    current = running;
    return running;
  }

  return {
    start,
    get url() {
      if (!current) throw new Error('the identity server is not running');
      return current.url;
    },
    get alive() {
      return current?.alive ?? false;
    },
    /** After a crash: records the output so far and starts a fresh process on the same store. */
    async ensureRunning() {
      if (current?.alive) return;
      crashes.push(output.slice(-3000));
      await start();
    },
    crashes,
    output: () => output,
    async stop() {
      await current?.stop();
    },
  };
}

export type FuzzTarget = ReturnType<typeof createFuzzTarget>;

export interface FuzzResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const adminCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const credentialsFor: Partial<Record<Signing, { accessKeyId: string; secretAccessKey: string }>> = {
  valid: adminCredentials,
  'body-changed': adminCredentials,
  expired: adminCredentials,
  'unknown-key': { accessKeyId: 'nobody', secretAccessKey: 'local' },
  'wrong-secret': { accessKeyId: 'local', secretAccessKey: 'not-the-secret' },
};

async function headersFor(base: URL, request: FuzzRequest, body: string | Uint8Array) {
  const headers: Record<string, string> = { host: base.host };
  if (request.contentType !== null) headers['content-type'] = request.contentType;
  if (request.target !== null) headers['x-amz-target'] = request.target;
  const credentials = credentialsFor[request.signing];
  if (!credentials || typeof body !== 'string') return headers;
  const signer = new SignatureV4({
    service: 'cognito-idp',
    region: 'us-east-1',
    credentials,
    sha256: Hash.bind(null, 'sha256'),
  });
  const unsigned = new HttpRequest({
    method: request.method,
    protocol: 'http:',
    hostname: base.hostname,
    port: Number(base.port),
    path: request.path,
    headers,
    body,
  });
  const signingDate = request.signing === 'expired' ? new Date(Date.now() - 3_600_000) : new Date();
  const signed = await signer.sign(unsigned, { signingDate });
  return signed.headers;
}

/**
 * Sends the request on a connection of its own and reads the whole answer; `error` says how the
 * connection failed (reset, closed early, no answer within `timeoutMs`).
 */
export async function sendFuzzRequest(
  url: string,
  request: FuzzRequest,
  timeoutMs = 20_000,
): Promise<{ response?: FuzzResponse; error?: string }> {
  const base = new URL(url);
  const headers = await headersFor(base, request, request.body);
  const body = request.signing === 'body-changed' ? `${String(request.body)} ` : request.body;
  headers['content-length'] = String(request.declaredLength ?? Buffer.byteLength(body));
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: { response?: FuzzResponse; error?: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const outgoing = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          finish({
            response: {
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            },
          }),
        );
        incoming.on('aborted', () => finish({ error: 'the answer was cut off' }));
        incoming.on('error', (error) => finish({ error: `reading the answer: ${error.message}` }));
      },
    );
    const timer = setTimeout(() => {
      finish({ error: `no answer within ${timeoutMs} ms` });
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('error', (error) => finish({ error: `connection failed: ${error.message}` }));
    outgoing.end(body);
  });
}

/** The path part of a request target, or the target itself when it is not a URL at all. */
export function pathnameOf(target: string): string {
  try {
    return new URL(target, 'http://localhost').pathname;
  } catch {
    return target;
  }
}

const wellKnownPath = /^\/([\w-]+_[0-9a-zA-Z]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;
const knownErrors = new Set<string>(
  cognitoErrorNames.filter((name) => name !== 'InternalErrorException'),
);

/** What is wrong with the answer to `request`; empty when it is a complete, Cognito-shaped answer under 500. */
export function problemsWith(
  request: FuzzRequest,
  result: { response?: FuzzResponse; error?: string },
): string[] {
  const { response } = result;
  if (!response) return [result.error ?? 'no answer'];
  const text = response.body.toString('utf8');
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}: ${text.slice(0, 300)}`);
  if (!response.headers['x-amzn-requestid']) problems.push('no x-amzn-requestid header');
  if (response.status === 204 || request.method === 'HEAD') return problems;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [...problems, `body is not JSON: ${JSON.stringify(text.slice(0, 200))}`];
  }
  const path = pathnameOf(request.path);
  if (request.method === 'GET' && wellKnownPath.test(path) && [200, 404].includes(response.status))
    return problems;
  if (response.status < 400) return problems;
  const errorType = String(response.headers['x-amzn-errortype'] ?? '');
  const name = /^(\w+):$/.exec(errorType)?.[1];
  const shaped = parsed as { __type?: unknown; message?: unknown };
  if (!name || !knownErrors.has(name))
    problems.push(`x-amzn-errortype ${JSON.stringify(errorType)}`);
  if (shaped.__type !== name)
    problems.push(`__type ${JSON.stringify(shaped.__type)} does not match the header`);
  if (typeof shaped.message !== 'string') problems.push('no message');
  return problems;
}

/** `__type` of an answer, or its status. */
export function outcomeOf(result: { response?: FuzzResponse; error?: string }): string {
  if (!result.response) return 'dropped';
  const { status, headers } = result.response;
  const errorType = String(headers['x-amzn-errortype'] ?? '').replace(/:$/, '');
  return errorType ? `${status} ${errorType}` : String(status);
}

export const identityTables = [
  'pools',
  'clients',
  'identity_pools',
  'pool_identities',
  'users',
  'codes',
  'rate_limits',
  'auth_sessions',
  'refresh_tokens',
  'groups',
  'group_members',
  'signing_keys',
  'server_secrets',
];

/** Every row of every identity table, as PostgreSQL prints the row, sorted. */
export async function readIdentityTables(
  store: { databaseUrl: string } | { dataDir: string },
): Promise<Record<string, string[]>> {
  const query = (table: string) => `SELECT t::text AS row FROM identity.${table} t ORDER BY 1`;
  const snapshot: Record<string, string[]> = {};
  if ('databaseUrl' in store) {
    const sql = postgres(store.databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      for (const table of identityTables)
        snapshot[table] = (await sql.unsafe<Array<{ row: string }>>(query(table))).map(
          (row) => row.row,
        );
    } finally {
      await sql.end({ timeout: 5 });
    }
    return snapshot;
  }
  const database = await PGlite.create(store.dataDir);
  try {
    for (const table of identityTables)
      snapshot[table] = (await database.query<{ row: string }>(query(table))).rows.map(
        (row) => row.row,
      );
  } finally {
    await database.close();
  }
  return snapshot;
}

/** Rows added and removed between two snapshots, table by table (empty when equal). */
export function tableChanges(
  before: Record<string, string[]>,
  after: Record<string, string[]>,
): string[] {
  const changes: string[] = [];
  for (const table of identityTables) {
    const old = new Set(before[table]);
    const now = new Set(after[table]);
    for (const row of now) if (!old.has(row)) changes.push(`${table} + ${row.slice(0, 300)}`);
    for (const row of old) if (!now.has(row)) changes.push(`${table} − ${row.slice(0, 300)}`);
  }
  return changes;
}
