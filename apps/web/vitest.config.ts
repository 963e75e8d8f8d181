import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Next resolves 'server-only' to an empty module on the server; tests run server code too.
      'server-only': fileURLToPath(
        new URL('../../node_modules/server-only/empty.js', import.meta.url),
      ),
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
