import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

describe('tables', () => {
  // Deleting an account (account/delete-person-rows.ts) and its test go through `tables`.
  it('names every table the schema defines', () => {
    const defined = Object.values(schema).filter((value) => is(value, PgTable));
    expect(new Set(Object.values(schema.tables))).toEqual(new Set(defined));
  });
});
