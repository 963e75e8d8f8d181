import { describe, expect, it } from 'vitest';
import { openPgliteOnThread } from './pglite-thread.js';
import { isUniqueViolation } from './unique-violation.js';

describe('PGlite on its own thread', () => {
  it('answers queries in both row modes and keeps PostgreSQL error codes', async () => {
    const client = await openPgliteOnThread('memory://');
    try {
      const rows = await client.query('SELECT $1::int + 1 AS answer', [41], { rowMode: 'array' });
      expect(rows.rows).toEqual([[42]]);
      await client.query("INSERT INTO identity.server_secrets (name, value) VALUES ('a', 'b')");
      const duplicate = await client
        .query("INSERT INTO identity.server_secrets (name, value) VALUES ('a', 'c')")
        .catch((error: unknown) => error);
      expect(isUniqueViolation(duplicate)).toBe(true);
      const stored = await client.query('SELECT value FROM identity.server_secrets');
      expect(stored.rows).toEqual([{ value: 'b' }]);
    } finally {
      await client.close();
    }
  });

  it('refuses to open when the thread cannot start, so the store can fall back', async () => {
    await expect(openPgliteOnThread('memory://', 'process.exit(1)')).rejects.toThrow();
  });
});
