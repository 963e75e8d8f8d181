import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Also run on its own (`vitest run --config scripts/vitest.config.ts`), so the root is here.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    testTimeout: 20_000,
  },
});
