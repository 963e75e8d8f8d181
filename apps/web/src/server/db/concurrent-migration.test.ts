import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases';
import { findMigrationsFolder } from './migrations-folder';
import { openDatabase } from './open-database';

const postgresTarget = testDatabaseTargets().find((target) => target.name === 'postgres');

/** A race is not lost every time; each round is a fresh, empty database. */
const rounds = 3;

describe.runIf(postgresTarget)('two web servers starting at once on an empty PostgreSQL', () => {
  it.each(Array.from({ length: rounds }, (_, round) => round + 1))(
    'both open it and the schema is migrated once (round %i)',
    { timeout: 60_000 },
    async () => {
      const created = await postgresTarget!.create();
      try {
        const opened = await Promise.allSettled([
          openDatabase(created.options),
          openDatabase(created.options),
        ]);
        try {
          expect(opened.map(describeOutcome)).toEqual(['opened', 'opened']);
          const [first] = opened;
          if (first?.status !== 'fulfilled') return;
          const applied = await first.value.db.execute(
            sql`select created_at::text as "createdAt" from app.schema_migrations order by 1`,
          );
          const expected = readMigrationFiles({ migrationsFolder: findMigrationsFolder() }).map(
            (migration) => ({ createdAt: String(migration.folderMillis) }),
          );
          expect([...(applied as Iterable<unknown>)]).toEqual(expected);
        } finally {
          for (const outcome of opened)
            if (outcome.status === 'fulfilled') await outcome.value.close();
        }
      } finally {
        await created.drop();
      }
    },
  );
});

function describeOutcome(outcome: PromiseSettledResult<unknown>): string {
  return outcome.status === 'fulfilled' ? 'opened' : `failed: ${String(outcome.reason)}`;
}
