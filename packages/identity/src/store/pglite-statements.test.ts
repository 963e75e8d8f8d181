import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedQueries } from './pglite-statements.js';
import { isUniqueViolation } from './unique-violation.js';

describe('PGlite statements prepared once', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(
      'CREATE TABLE items (id text PRIMARY KEY, count bigint NOT NULL, tags jsonb, flag boolean)',
    );
  });
  afterAll(async () => {
    await client.close();
  });

  const statements = [
    { text: 'SELECT $1::int + 1 AS answer, $2::text AS echo', params: [41, 'hello'] },
    {
      text: 'INSERT INTO items VALUES ($1, $2, $3, $4) RETURNING *',
      params: ['a', 7, JSON.stringify({ b: [1, 'two'] }), true],
    },
    { text: 'SELECT * FROM items WHERE id = $1', params: ['a'] },
    { text: 'SELECT count, tags FROM items WHERE id = $1', params: ['missing'] },
    { text: 'UPDATE items SET flag = $2 WHERE id = $1', params: ['a', null] },
  ];

  it('answers every statement as PGlite’s own query does, in both row modes, each time', async () => {
    // Other tests prepare statements on the same client, and they may have run first.
    await client.exec('DEALLOCATE ALL');
    const prepared = createPreparedQueries(client);
    for (const rowMode of ['object', 'array'] as const) {
      await client.exec('DELETE FROM items');
      const ownAnswers = [];
      for (const { text, params } of statements) {
        ownAnswers.push(await client.query(text, params, { rowMode }));
      }
      await client.exec('DELETE FROM items');
      for (const [index, { text, params }] of statements.entries()) {
        const answer = await prepared.query(text, params, { rowMode });
        expect(answer).toEqual(ownAnswers[index]);
      }
      // The second time round the statements are already prepared.
      await client.exec('DELETE FROM items');
      for (const [index, { text, params }] of statements.entries()) {
        expect(await prepared.query(text, params, { rowMode })).toEqual(ownAnswers[index]);
      }
    }
    const named = await client.query<{ name: string }>(
      'SELECT name FROM pg_prepared_statements ORDER BY name',
    );
    expect(named.rows.map((row) => row.name)).toHaveLength(statements.length);
  });

  it('keeps PostgreSQL errors with their codes, and the next statement runs normally', async () => {
    const prepared = createPreparedQueries(client);
    await client.exec('DELETE FROM items');
    const insert = 'INSERT INTO items (id, count) VALUES ($1, $2)';
    await prepared.query(insert, ['dup', 1]);
    const duplicate = await prepared.query(insert, ['dup', 2]).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const badText = await prepared.query('SELEC 1').catch((error: unknown) => error);
    expect(badText).toMatchObject({ code: '42601' });
    const badValue = await prepared
      .query(insert, ['x', 'not a number'])
      .catch((error: unknown) => error);
    expect(badValue).toMatchObject({ code: '22P02' });
    const stored = await prepared.query('SELECT id, count FROM items ORDER BY id');
    expect(stored.rows).toEqual([{ id: 'dup', count: 1 }]);
  });

  it('prepares a statement again when its table changed shape', async () => {
    const prepared = createPreparedQueries(client);
    await client.exec("DELETE FROM items; INSERT INTO items (id, count) VALUES ('s', 1)");
    expect((await prepared.query('SELECT * FROM items')).rows).toEqual([
      { id: 's', count: 1, tags: null, flag: null },
    ]);
    await client.exec('ALTER TABLE items ADD COLUMN note text');
    expect((await prepared.query('SELECT * FROM items')).rows).toEqual([
      { id: 's', count: 1, tags: null, flag: null, note: null },
    ]);
    await client.exec('ALTER TABLE items DROP COLUMN note');
  });

  it('runs texts beyond the limit through PGlite’s own query', async () => {
    await client.exec('DEALLOCATE ALL');
    const prepared = createPreparedQueries(client, 2);
    for (const value of [1, 2, 3, 4]) {
      const answer = await prepared.query(`SELECT ${value} + $1::int AS sum`, [1]);
      expect(answer.rows).toEqual([{ sum: value + 1 }]);
    }
    const named = await client.query('SELECT name FROM pg_prepared_statements');
    expect(named.rows).toHaveLength(2);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const prepared = createPreparedQueries(client);
    await client.exec('DELETE FROM items');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("INSERT INTO items (id, count) VALUES ('tx', 1)");
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedInTransaction;
    let answered = false;
    const reading = prepared.query('SELECT count(*)::int AS n FROM items').then((answer) => {
      answered = true;
      return answer.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    // Inside the transaction it would have counted the uncommitted row.
    expect(await reading).toEqual([{ n: 0 }]);
  });
});
