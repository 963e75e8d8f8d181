import {
  createMailboxClient,
  extractCode,
  startMailbox,
  type RunningMailbox,
} from '@steadfast/mailbox';
import { totpCodeAt } from '../src/crypto/totp.js';
import {
  startIdentityServer,
  type IdentityServerOptions,
  type RunningIdentityServer,
} from '../src/index.js';

export interface Harness {
  identity: RunningIdentityServer;
  mailbox: RunningMailbox;
  mail: ReturnType<typeof createMailboxClient>;
  /** The newest code mailed to `to` since `since`, optionally with a subject. */
  codeFor(to: string, options?: { since?: Date; subject?: RegExp }): Promise<string>;
  close(): Promise<void>;
}

/** The real identity server (in-memory PGlite, port 0) and the real mail catcher. */
export async function startHarness(options: IdentityServerOptions = {}): Promise<Harness> {
  const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  const identity = await startIdentityServer({
    port: 0,
    dataDir: 'memory://',
    smtpUrl: mailbox.smtpUrl,
    logLevel: 'error',
    // Worker threads cost start-up time; the tests that exercise SRP ask for them.
    srpWorkers: 0,
    ...options,
  });
  const mail = createMailboxClient(mailbox.httpUrl);
  return {
    identity,
    mailbox,
    mail,
    async codeFor(to, { since, subject } = {}) {
      const message = await mail.waitForMessage({
        to,
        ...(since ? { since } : {}),
        ...(subject ? { subject } : {}),
        timeoutMs: 5_000,
      });
      return extractCode(message.Text);
    },
    async close() {
      await identity.close();
      await mailbox.close();
    },
  };
}

let counter = 0;
/** A username and email unique within the run. */
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username, email: `${username}@example.com`, password: 'Correct-Horse-1' };
}

/**
 * TOTP codes as an authenticator app would show them, never reusing a time step, because the
 * server accepts each step once per user.
 */
export function createAuthenticator(
  secret: string,
  nowInMs: () => number = Date.now,
  /** The step used last for this user with an earlier secret. */
  previousStep = -1,
) {
  let lastStep = previousStep;
  return {
    secret,
    get lastStep() {
      return lastStep;
    },
    nextCode(): string {
      const step = Math.max(Math.floor(nowInMs() / 30_000), lastStep + 1);
      lastStep = step;
      return totpCodeAt(secret, step * 30_000 + 1);
    },
  };
}

/**
 * Real time plus an offset a test can move forward. Moving with real time keeps it within the
 * ±5 minutes the server allows an SRP answer's TIMESTAMP (which the client takes from real
 * time) and keeps tokens valid for Amplify's drift check. `hold` stops it where it is, for a
 * test that checks a lock of a second or two and must not see it run out while it works;
 * `reset` goes back to real time.
 */
export function createOffsetClock() {
  let offsetInMs = 0;
  let heldAtInMs: number | undefined;
  return {
    nowInMs: () => (heldAtInMs ?? Date.now()) + offsetInMs,
    advanceBy: (durationInMs: number) => {
      offsetInMs += durationInMs;
    },
    hold: () => {
      heldAtInMs ??= Date.now();
    },
    reset: () => {
      offsetInMs = 0;
      heldAtInMs = undefined;
    },
  };
}

export type OffsetClock = ReturnType<typeof createOffsetClock>;
