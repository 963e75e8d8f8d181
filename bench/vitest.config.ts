import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The benches' own logic (what a measurement concludes), without starting any server.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'bench',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/.next/**'],
  },
});
