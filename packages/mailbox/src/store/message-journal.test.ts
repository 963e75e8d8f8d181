import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withTemporaryDir } from '../../test/helpers.js';
import type { StoredMessage } from '../message-schema.js';
import { MessageJournal } from './message-journal.js';
import { MessageStore } from './message-store.js';

function message(n: number): StoredMessage {
  const address = { Name: '', Address: 'a@example.test' };
  const at = new Date(Date.UTC(2030, 0, 1, 0, n)).toISOString();
  return {
    ID: `id-${n}`,
    From: address,
    To: [address],
    Cc: [],
    Bcc: [],
    Subject: `m${n}`,
    Created: at,
    Date: at,
    Text: '',
    HTML: '',
  };
}

describe('MessageJournal', () => {
  it('compacts the file so it never holds more than twice maxMessages lines', () =>
    withTemporaryDir(async (dataDir) => {
      const { journal, messages } = await MessageJournal.open(dataDir, 2);
      const store = new MessageStore(messages, 2, journal);
      for (let n = 1; n <= 9; n += 1) await store.add(message(n));

      const lines = (await readFile(join(dataDir, 'messages.jsonl'), 'utf8')).trim().split('\n');
      expect(lines.length).toBeLessThanOrEqual(4);
      const reopened = await MessageJournal.open(dataDir, 2);
      expect(reopened.messages.map((m) => m.Subject)).toEqual(['m8', 'm9']);
    }));

  it('loses nothing when adds overlap a compaction', () =>
    withTemporaryDir(async (dataDir) => {
      const { journal } = await MessageJournal.open(dataDir, 3);
      const store = new MessageStore([], 3, journal);
      await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => store.add(message(n))));

      const reopened = await MessageJournal.open(dataDir, 3);
      expect(reopened.messages.map((m) => m.Subject)).toEqual(['m6', 'm7', 'm8']);
    }));
});
