import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storedMessageSchema, type StoredMessage } from '../message-schema.js';

const FILE_NAME = 'messages.jsonl';

/**
 * Append-only JSON Lines file of received messages. Appending keeps each delivery cheap;
 * the file is rewritten with only the kept messages once it holds twice as many lines as
 * the store keeps, so it never grows without bound.
 */
export class MessageJournal {
  readonly #path: string;
  readonly #maxMessages: number;
  #lineCount = 0;
  // Writes run one after another so an append can never interleave with a rewrite.
  #queue: Promise<void> = Promise.resolve();

  private constructor(path: string, maxMessages: number) {
    this.#path = path;
    this.#maxMessages = maxMessages;
  }

  static async open(
    dataDir: string,
    maxMessages: number,
  ): Promise<{ journal: MessageJournal; messages: StoredMessage[] }> {
    await mkdir(dataDir, { recursive: true });
    const journal = new MessageJournal(join(dataDir, FILE_NAME), maxMessages);
    const messages = await journal.#load();
    await journal.rewrite(messages);
    return { journal, messages };
  }

  append(message: StoredMessage, keptMessages: readonly StoredMessage[]): Promise<void> {
    return this.#enqueue(async () => {
      if (this.#lineCount + 1 > this.#maxMessages * 2) {
        await this.#writeAll(keptMessages);
        return;
      }
      await appendFile(this.#path, `${JSON.stringify(message)}\n`);
      this.#lineCount += 1;
    });
  }

  rewrite(messages: readonly StoredMessage[]): Promise<void> {
    return this.#enqueue(() => this.#writeAll(messages));
  }

  async #load(): Promise<StoredMessage[]> {
    const content = await readFile(this.#path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    // A line cut short by a crash mid-append, or edited by hand, is skipped rather than
    // stopping the mailbox from starting.
    const messages = content.split('\n').flatMap((line) => parseLine(line));
    return messages.slice(-this.#maxMessages);
  }

  async #writeAll(messages: readonly StoredMessage[]): Promise<void> {
    const temporaryPath = `${this.#path}.tmp`;
    await writeFile(
      temporaryPath,
      messages.map((message) => `${JSON.stringify(message)}\n`).join(''),
    );
    await rename(temporaryPath, this.#path);
    this.#lineCount = messages.length;
  }

  #enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(task);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

function parseLine(line: string): StoredMessage[] {
  if (line.trim() === '') return [];
  try {
    const parsed = storedMessageSchema.safeParse(JSON.parse(line));
    return parsed.success ? [parsed.data] : [];
  } catch {
    return [];
  }
}
