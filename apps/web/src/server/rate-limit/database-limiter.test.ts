import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db/open-database';
import { testDatabaseTargets } from '../testing/test-databases';
import { createDatabaseLimiter, type DatabaseLimiterOptions } from './database-limiter';

function manualClock(start = Date.parse('2026-01-01T00:00:00Z')) {
  let nowInMs = start;
  return { now: () => new Date(nowInMs), advanceBy: (ms: number) => (nowInMs += ms) };
}

describe.each(testDatabaseTargets())(
  'createDatabaseLimiter on $name',
  { timeout: 60_000 },
  (target) => {
    let created: Awaited<ReturnType<typeof target.create>>;
    let first: OpenDatabase;
    let second: OpenDatabase;
    let names = 0;

    beforeAll(async () => {
      created = await target.create();
      first = await openDatabase(created.options);
      // A second connection pool on the same database stands for another server process;
      // PGlite is one process's database, so there both limiters share it.
      second = target.name === 'postgres' ? await openDatabase(created.options) : first;
    }, 60_000);

    afterAll(async () => {
      if (second !== first) await second?.close();
      await first?.close();
      await created?.drop();
    });

    function limiter(options: Partial<DatabaseLimiterOptions> & { on?: OpenDatabase } = {}) {
      const { on = first, ...rest } = options;
      names += 1;
      return createDatabaseLimiter({
        name: `test-${names}`,
        limit: 2,
        windowInMs: 60_000,
        clock: manualClock(),
        database: async () => on.db,
        ...rest,
      });
    }

    it('allows `limit` attempts per key per window, then refuses until the window ends', async () => {
      const clock = manualClock();
      const limited = limiter({ clock });
      const attempts = [];
      for (let attempt = 0; attempt < 3; attempt += 1) attempts.push(await limited.tryConsume('a'));
      expect(attempts).toEqual([true, true, false]);
      expect(await limited.tryConsume('b')).toBe(true);
      clock.advanceBy(59_999);
      expect(await limited.tryConsume('a')).toBe(false);
      clock.advanceBy(1);
      expect(await limited.tryConsume('a')).toBe(true);
    });

    it('counts each limit apart, even for the same key', async () => {
      const clock = manualClock();
      const one = limiter({ clock, limit: 1 });
      const other = limiter({ clock, limit: 1 });
      expect([await one.tryConsume('k'), await other.tryConsume('k')]).toEqual([true, true]);
      expect([await one.tryConsume('k'), await other.tryConsume('k')]).toEqual([false, false]);
    });

    it('lets exactly `limit` of many parallel attempts through, from two processes', async () => {
      const clock = manualClock();
      const name = `parallel-${target.name}`;
      const shared = { name, limit: 5, windowInMs: 60_000, clock };
      const here = createDatabaseLimiter({ ...shared, database: async () => first.db });
      const there = createDatabaseLimiter({ ...shared, database: async () => second.db });
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, index) => (index % 2 ? here : there).tryConsume('x')),
      );
      expect(answers.filter(Boolean)).toHaveLength(5);
    });

    it('stores a digest of the key, never the key itself', async () => {
      const limited = limiter();
      await limited.tryConsume('ada@example.com');
      const rows = await first.db.execute(
        sql`select key_digest as "keyDigest" from app.rate_limits`,
      );
      const digests = [...(Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)];
      expect(digests.length).toBeGreaterThan(0);
      expect(JSON.stringify(digests)).not.toContain('ada@example.com');
    });

    it('deletes the rows of ended windows as it goes', async () => {
      const clock = manualClock();
      const name = `sweep-${target.name}`;
      const limited = limiter({ clock, name });
      await limited.tryConsume('gone');
      clock.advanceBy(60_000);
      await limited.tryConsume('fresh');
      const rows = await first.db.execute(
        sql`select count(*)::int as count from app.rate_limits where limit_name = ${name}`,
      );
      expect([...(Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)]).toEqual([
        { count: 1 },
      ]);
    });
  },
);
