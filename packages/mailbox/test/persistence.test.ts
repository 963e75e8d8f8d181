import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailboxClient, startMailbox } from '../src/index.js';
import { sendMail, withTemporaryDir } from './helpers.js';

const subjectsIn = async (httpUrl: string) =>
  (await createMailboxClient(httpUrl).list()).map((message) => message.Subject);

describe('persistence in dataDir', () => {
  it('keeps messages across a restart, trimmed to maxMessages', () =>
    withTemporaryDir(async (dataDir) => {
      const first = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir });
      for (const subject of ['one', 'two', 'three']) {
        await sendMail(first.smtpUrl, { to: 'a@example.test', subject, text: `${subject} text` });
      }
      await first.close();

      const second = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir, maxMessages: 2 });
      try {
        expect(await subjectsIn(second.httpUrl)).toEqual(['three', 'two']);
        const client = createMailboxClient(second.httpUrl);
        const newest = await client.waitForMessage({ to: 'a@example.test', subject: 'three' });
        expect(newest.Text.trim()).toBe('three text');
      } finally {
        await second.close();
      }
      const lines = (await readFile(join(dataDir, 'messages.jsonl'), 'utf8')).trim().split('\n');
      expect(lines).toHaveLength(2);
    }));

  it('remembers that the inbox was cleared', () =>
    withTemporaryDir(async (dataDir) => {
      const first = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir });
      await sendMail(first.smtpUrl, { to: 'a@example.test', subject: 'gone', text: 'x' });
      await createMailboxClient(first.httpUrl).clear();
      await first.close();

      const second = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir });
      expect(await subjectsIn(second.httpUrl)).toEqual([]);
      await second.close();
    }));

  it('skips a damaged line instead of refusing to start', () =>
    withTemporaryDir(async (dataDir) => {
      const first = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir });
      await sendMail(first.smtpUrl, { to: 'a@example.test', subject: 'intact', text: 'x' });
      await first.close();
      await appendFile(join(dataDir, 'messages.jsonl'), '{"ID":"half-writ\n[1,2]\n');

      const second = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir });
      expect(await subjectsIn(second.httpUrl)).toEqual(['intact']);
      await second.close();
    }));
});
