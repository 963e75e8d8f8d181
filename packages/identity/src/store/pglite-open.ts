import type { PGlite } from '@electric-sql/pglite';
import { applyMigrations, type MigrationRunner } from './migrate.js';
import { createPglite, saveTemplate } from './pglite-template.js';

/** Opens PGlite from the template if there is one, migrates it, and saves a new template. */
export async function openMigratedPglite(dataDir: string): Promise<PGlite> {
  const { client, fresh } = await createPglite(dataDir);
  const runner: MigrationRunner = {
    inTransaction: (work) =>
      client.transaction(async (transaction) =>
        work({
          exec: async (text) => void (await transaction.exec(text)),
          query: async (text, params) => (await transaction.query(text, params)).rows,
        }),
      ),
  };
  await applyMigrations(runner);
  if (fresh) await saveTemplate(client).catch(() => undefined);
  return client;
}
