import { createScratchDatabase } from './scratch-database.js';

/** Where a test server keeps its data, as options for startIdentityServer or openStore. */
export interface StoreLocation {
  databaseUrl?: string;
  dataDir: string;
}

export interface TestStore {
  name: 'PGlite' | 'PostgreSQL';
  /** A new, empty store of this kind; `drop` removes it again. */
  create(): Promise<{ location: StoreLocation; drop(): Promise<void> }>;
}

/** In-memory PGlite: what most tests run on. */
export const inMemoryPglite: TestStore = {
  name: 'PGlite',
  create: async () => ({ location: { dataDir: 'memory://' }, drop: async () => undefined }),
};

function postgresOn(serverUrl: string): TestStore {
  return {
    name: 'PostgreSQL',
    async create() {
      const scratch = await createScratchDatabase(serverUrl);
      return { location: { databaseUrl: scratch.url, dataDir: 'unused' }, drop: scratch.drop };
    },
  };
}

/**
 * The stores a test of concurrency runs on: PGlite, which runs one statement at a time, and,
 * when TEST_DATABASE_URL names a disposable server, PostgreSQL, where statements really race.
 * For `describe.each(testStores())`.
 */
export function testStores(): TestStore[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? [inMemoryPglite, postgresOn(serverUrl)] : [inMemoryPglite];
}

/** The PostgreSQL store alone, when TEST_DATABASE_URL is set. */
export function postgresStore(): TestStore | undefined {
  return testStores().find((store) => store.name === 'PostgreSQL');
}
