import type { StoredMessage } from '../message-schema.js';
import type { MessageJournal } from './message-journal.js';

/**
 * Keeps the newest `maxMessages` messages in memory, oldest first, and mirrors every change
 * to the journal when there is one so a restart sees the same inbox.
 */
export class MessageStore {
  readonly #messages: StoredMessage[];
  readonly #maxMessages: number;
  readonly #journal: MessageJournal | undefined;

  constructor(initial: StoredMessage[], maxMessages: number, journal?: MessageJournal) {
    this.#messages = initial.slice(-maxMessages);
    this.#maxMessages = maxMessages;
    this.#journal = journal;
  }

  get total(): number {
    return this.#messages.length;
  }

  /** Newest first. */
  list(): StoredMessage[] {
    return this.#messages.slice().reverse();
  }

  get(id: string): StoredMessage | undefined {
    return this.#messages.find((message) => message.ID === id);
  }

  latest(): StoredMessage | undefined {
    return this.#messages.at(-1);
  }

  async add(message: StoredMessage): Promise<void> {
    this.#messages.push(message);
    if (this.#messages.length > this.#maxMessages) {
      this.#messages.splice(0, this.#messages.length - this.#maxMessages);
    }
    // A snapshot, because the journal may write it after later messages have arrived.
    await this.#journal?.append(message, this.#messages.slice());
  }

  async clear(): Promise<number> {
    const removed = this.#messages.length;
    this.#messages.length = 0;
    await this.#journal?.rewrite([]);
    return removed;
  }
}
