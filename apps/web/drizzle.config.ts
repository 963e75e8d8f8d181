import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config apps/web/drizzle.config.ts` writes the next migration. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  schemaFilter: ['app'],
});
