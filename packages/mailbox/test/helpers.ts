import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Clock } from '../src/clock.js';

export async function sendMail(smtpUrl: string, message: Mail.Options): Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({ from: 'Steadfast <no-reply@steadfast.test>', ...message });
  } finally {
    transport.close();
  }
}

/** A clock the test moves by hand, so "received before/after" never depends on timing. */
export function createManualClock(start = '2030-01-01T00:00:00.000Z') {
  let current = new Date(start);
  const clock: Clock = { now: () => new Date(current) };
  return {
    clock,
    advanceBy(milliseconds: number) {
      current = new Date(current.getTime() + milliseconds);
    },
    now: () => new Date(current),
  };
}

export async function withTemporaryDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'mailbox-test-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
