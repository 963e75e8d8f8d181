import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteTestThread } from '../../testing/pglite-test-thread';
import { openPgliteOnThread, type ThreadedPglite } from './client';

describe('PGlite on its own thread', { timeout: 60_000 }, () => {
  let client: ThreadedPglite;

  beforeAll(async () => {
    client = await openPgliteOnThread(startPgliteTestThread(), 'memory://');
    await client.query('create table items (name text primary key, at timestamptz)');
  }, 60_000);

  afterAll(() => client?.close());

  it('commits a transaction and answers its queries inside it', async () => {
    const seen = await client.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['committed']);
      return (await tx.query('select count(*)::int as n from items where name = $1', ['committed']))
        .rows;
    });
    expect(seen).toEqual([{ n: 1 }]);
    const after = await client.query('select name from items where name = $1', ['committed']);
    expect(after.rows).toEqual([{ name: 'committed' }]);
  });

  it('rolls a transaction back when its work throws, and rethrows the error', async () => {
    const failure = client.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['rolled-back']);
      throw new Error('changed my mind');
    });
    await expect(failure).rejects.toThrow('changed my mind');
    const rows = await client.query('select name from items where name = $1', ['rolled-back']);
    expect(rows.rows).toEqual([]);
  });

  it('keeps a query from outside a transaction waiting until it ends', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['held']);
      await held;
    });
    // Sent while the transaction is open: it must see the committed row, never a half state.
    const outside = client.query('select count(*)::int as n from items where name = $1', ['held']);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 1 }]);
  });

  it('passes database errors over with their PostgreSQL fields', async () => {
    await client.query('insert into items (name) values ($1)', ['twice']);
    const duplicate = client.query('insert into items (name) values ($1)', ['twice']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
  });

  it('keeps the text of the types a query asks for, and parses the others', async () => {
    await client.query("insert into items (name, at) values ('dated', '2026-11-28T10:00:00Z')");
    const sql = 'select at, 1::int as one from items where name = $1';
    const raw = await client.query(sql, ['dated'], { parsers: { 1184: (text: string) => text } });
    expect(raw.rows).toEqual([{ at: '2026-11-28 10:00:00+00', one: 1 }]);
    const parsed = await client.query(sql, ['dated']);
    expect(parsed.rows).toEqual([{ at: new Date('2026-11-28T10:00:00Z'), one: 1 }]);
  });

  it('fails queries, in flight and later, when the thread dies', async () => {
    const worker = startPgliteTestThread();
    const dying = await openPgliteOnThread(worker, 'memory://');
    const inFlight = dying.query('select pg_sleep(0.2)');
    await worker.terminate();
    await expect(inFlight).rejects.toThrow('database thread stopped');
    await expect(dying.query('select 1')).rejects.toThrow('database thread stopped');
  });

  it('refuses queries once closed', async () => {
    const closing = await openPgliteOnThread(startPgliteTestThread(), 'memory://');
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow('database thread stopped');
  });
});
