import { connect } from 'node:net';
import {
  ChangePasswordCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../src/crypto/totp.js';
import { DEFAULT_CLIENT_ID } from '../src/index.js';
import { startChildServer } from './child-server.js';
import { startHarness, uniqueUser, type Harness } from './harness.js';
import {
  answerTotpChallenge,
  errorOf,
  passwordSignIn,
  seedUserWithMfa,
  srpPasswordSignIn,
  useOffsetClock,
  useSdkHarness,
  type Person,
  sessionExpired,
} from './sdk-fixtures.js';
import { testStores } from './test-stores.js';

/**
 * Regression tests for the findings of an adversarial test campaign (A–I), each named after
 * its finding. The races run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */

async function send(url: string, operation: string, body: string, path = '/') {
  const response = await fetch(new URL(path, url), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body,
  });
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    body: (await response.json()) as { __type?: string; message?: string },
  };
}

/** A raw request line, for request targets `fetch` would refuse or normalise. */
function sendRaw(url: string, requestText: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(requestText));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('A: an error that echoes a lone surrogate does not end the process', () => {
  let server: Awaited<ReturnType<typeof startChildServer>>;
  beforeAll(async () => {
    server = await startChildServer({ IDENTITY_DATA_DIR: 'memory://', IDENTITY_SRP_WORKERS: '0' });
  });
  afterAll(() => server.kill());

  it.each([
    ['InitiateAuth', { AuthFlow: '\ud800', ClientId: DEFAULT_CLIENT_ID }],
    [
      'RespondToAuthChallenge',
      { ChallengeName: '\udfff', ClientId: DEFAULT_CLIENT_ID, Session: 'x'.repeat(40) },
    ],
    [
      'SignUp',
      {
        ClientId: DEFAULT_CLIENT_ID,
        Username: 'surrogate-name',
        Password: 'Correct-Horse-1',
        UserAttributes: [{ Name: 'custom:\ud83d', Value: 'x' }],
      },
    ],
  ])('%s answers 400 and the server keeps serving', async (operation, input) => {
    const result = await send(server.url, operation, JSON.stringify(input));
    expect(result.status).toBe(400);
    expect(result.body.__type).toBe('InvalidParameterException');
    const after = await send(
      server.url,
      'InitiateAuth',
      JSON.stringify({ AuthFlow: 'USER_SRP_AUTH', ClientId: 'nosuchclient' }),
    );
    expect(after.status).toBe(400);
  });
});

describe('D, E, F: input the store or the parser cannot take is refused, never a 500', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.close());

  it('D: a lone surrogate in a stored value is InvalidParameterException and stores nothing', async () => {
    const person = uniqueUser('surrogate');
    const result = await send(
      harness.identity.url,
      'SignUp',
      JSON.stringify({
        ClientId: harness.identity.clientId,
        Username: person.username,
        Password: person.password,
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'custom:firstName', Value: 'a\udc00b' },
        ],
      }),
    );
    expect(result).toMatchObject({ status: 400, errorType: 'InvalidParameterException:' });
    expect(result.body.message).toContain("Value at 'userAttributes.2.member.value'");
    const signIn = await send(
      harness.identity.url,
      'InitiateAuth',
      JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: harness.identity.clientId,
        AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
      }),
    );
    expect(signIn.body.__type).toBe('NotAuthorizedException');
  });

  it('E: deeply nested JSON is a SerializationException', async () => {
    const depth = 20_000;
    const body = `{"ClientId":"${harness.identity.clientId}","ClientMetadata":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const result = await send(harness.identity.url, 'SignUp', body);
    expect(result).toMatchObject({ status: 400, errorType: 'SerializationException:' });
  });

  it('a body just over the limit gets its 413 while it is still being sent', async () => {
    const body = `{"ClientId":"${'x'.repeat(1024 * 1024 + 900)}"}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(harness.identity.url, 'SignUp', body)),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 413, errorType: 'RequestEntityTooLargeException:' });
    }
  });

  it('a body declared over the limit is refused at once, before it is sent', async () => {
    const { hostname, port } = new URL(harness.identity.url);
    const statusLine = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write(
          'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-amz-json-1.1\r\n' +
            'X-Amz-Target: AWSCognitoIdentityProviderService.GetUser\r\n' +
            'Content-Length: 1048577\r\n\r\n{}',
        ),
      );
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('utf8');
        if (received.includes('\r\n')) {
          socket.destroy();
          resolve(received.slice(0, received.indexOf('\r\n')));
        }
      });
      socket.on('error', reject);
    });
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it.each(['//[', '//a:99999999', 'http://[', '//%zz', '//evil.example/'])(
    'F: the request target %s gets a Cognito error, not a 500',
    async (target) => {
      const response = await sendRaw(
        harness.identity.url,
        [
          `POST ${target} HTTP/1.1`,
          'Host: localhost',
          'Content-Type: application/x-amz-json-1.1',
          'X-Amz-Target: AWSCognitoIdentityProviderService.ListUsers',
          'Content-Length: 2',
          'Connection: close',
          '',
          '{}',
        ].join('\r\n'),
      );
      expect(response).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(response).toMatch(/x-amzn-errortype: \w+Exception:/i);
    },
  );
});

describe('I: slow or idle clients are disconnected', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 });
  });
  afterAll(() => harness.close());

  /** Milliseconds until the server closes a socket that does `behave`; null if still open after 8 s. */
  function closedAfter(behave: (write: (text: string) => void) => void): Promise<number | null> {
    const { hostname, port } = new URL(harness.identity.url);
    const startedAt = Date.now();
    return new Promise((resolve) => {
      const socket = connect(Number(port), hostname);
      const giveUp = setTimeout(() => {
        socket.destroy();
        resolve(null);
      }, 8_000);
      socket.on('connect', () => behave((text) => socket.write(text)));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve(Date.now() - startedAt);
      });
      socket.resume();
    });
  }

  it('an idle connection that sends nothing', async () => {
    expect(await closedAfter(() => undefined)).not.toBeNull();
  });

  it('headers sent a byte at a time', async () => {
    const closed = await closedAfter((write) => {
      const text = 'POST / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100);
      let at = 0;
      const timer = setInterval(() => {
        if (at >= text.length) return clearInterval(timer);
        try {
          write(text[at++] ?? '');
        } catch {
          clearInterval(timer);
        }
      }, 200);
    });
    expect(closed).not.toBeNull();
  });

  it('a body sent a byte at a time', async () => {
    const closed = await closedAfter((write) => {
      write(
        'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-amz-json-1.1\r\n' +
          'X-Amz-Target: AWSCognitoIdentityProviderService.SignUp\r\nContent-Length: 1000\r\n\r\n',
      );
      const timer = setInterval(() => {
        try {
          write(' ');
        } catch {
          clearInterval(timer);
        }
      }, 200);
    });
    expect(closed).not.toBeNull();
  });
});

describe.each(testStores())('on $name', (store) => {
  const clock = useOffsetClock();
  const env = useSdkHarness({ clock, srpWorkers: 1 }, store);

  const enrolled = (prefix: string) => seedUserWithMfa(env, prefix, clock.nowInMs);

  async function mfaSession(person: Person) {
    const start = await passwordSignIn(env.sdk, DEFAULT_CLIENT_ID, person);
    expect(start.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    return String(start.Session);
  }

  /** A code that is not right for any step the server accepts now. */
  function wrongCode(secret: string) {
    const now = clock.nowInMs();
    const accepted = [-1, 0, 1].map((step) => totpCodeAt(secret, now + step * 30_000));
    return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code)) ?? '';
  }

  it('B: a PASSWORD_VERIFIER answer cannot be replayed under another session id', async () => {
    const person = uniqueUser('replay');
    await env.harness.identity.seedUsers([person]);
    const { request, respond } = await srpPasswordSignIn(
      env.sdk,
      DEFAULT_CLIENT_ID,
      person.username,
      person.password,
    );
    expect((await respond()).ChallengeName).toBe('MFA_SETUP');
    const [prefix, , ...sealed] = String(request.Session).split('.');
    for (const id of ['anotherid0000000000000000', 'x', '']) {
      const replayed = { ...request, Session: [prefix, id, ...sealed].join('.') };
      expect(await errorOf(env.sdk.send(new RespondToAuthChallengeCommand(replayed)))).toEqual(
        sessionExpired,
      );
    }
  });

  it('C: parallel wrong codes on one session are judged at most five times', async () => {
    const { person, authenticator } = await enrolled('totp-parallel');
    const session = await mfaSession(person);
    const right = authenticator.nextCode();
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        answerTotpChallenge(env.sdk, DEFAULT_CLIENT_ID, {
          session,
          username: person.username,
          code: wrongCode(authenticator.secret),
        }),
      ),
    );
    const names = answers.map((answer) =>
      answer.status === 'rejected' ? (answer.reason as Error).name : 'accepted',
    );
    expect(names.filter((name) => name === 'CodeMismatchException')).toHaveLength(5);
    expect(names.filter((name) => name === 'NotAuthorizedException')).toHaveLength(45);
    expect(
      await errorOf(
        answerTotpChallenge(env.sdk, DEFAULT_CLIENT_ID, {
          session,
          username: person.username,
          code: right,
        }),
      ),
    ).toEqual(sessionExpired);
  });

  it('C: wrong codes across sessions lock the authenticator for the user', async () => {
    const { person, authenticator } = await enrolled('totp-across');
    const tooMany = {
      name: 'TooManyFailedAttemptsException',
      message: 'Too many failed attempts with the authenticator. Try again later.',
    };
    let mismatches = 0;
    let locked = 0;
    for (let round = 0; round < 4; round += 1) {
      const session = await mfaSession(person);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const error = await errorOf(
          answerTotpChallenge(env.sdk, DEFAULT_CLIENT_ID, {
            session,
            username: person.username,
            code: wrongCode(authenticator.secret),
          }),
        );
        if (error.name === 'CodeMismatchException') mismatches += 1;
        else if (error.name === tooMany.name) locked += 1;
      }
    }
    expect(mismatches).toBe(10);
    expect(locked).toBe(10);
    const session = await mfaSession(person);
    const rightButLocked = answerTotpChallenge(env.sdk, DEFAULT_CLIENT_ID, {
      session,
      username: person.username,
      code: authenticator.nextCode(),
    });
    expect(await errorOf(rightButLocked)).toEqual(tooMany);
    clock.advanceBy(16 * 60_000);
    const later = await answerTotpChallenge(env.sdk, DEFAULT_CLIENT_ID, {
      session: await mfaSession(person),
      username: person.username,
      code: authenticator.nextCode(),
    });
    expect(later.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('G: parallel password changes: one wins, the others are refused', async () => {
    const { person, authenticator } = await enrolled('change-race');
    const signedIn = await answerTotpChallenge(env.sdk, DEFAULT_CLIENT_ID, {
      session: await mfaSession(person),
      username: person.username,
      code: authenticator.nextCode(),
    });
    const accessToken = String(signedIn.AuthenticationResult?.AccessToken);
    const proposals = ['Winner-Horse-1', 'Winner-Horse-2', 'Winner-Horse-3', 'Winner-Horse-4'];
    const results = await Promise.allSettled(
      proposals.map((password) =>
        env.sdk.send(
          new ChangePasswordCommand({
            AccessToken: accessToken,
            PreviousPassword: person.password,
            ProposedPassword: password,
          }),
        ),
      ),
    );
    const winners = proposals.filter((_, index) => results[index]?.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect((result.reason as Error).name).toBe('NotAuthorizedException');
      }
    }
    const withWinner = await passwordSignIn(env.sdk, DEFAULT_CLIENT_ID, {
      ...person,
      password: winners[0] ?? '',
    });
    expect(withWinner.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });
});
