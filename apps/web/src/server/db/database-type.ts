import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { tables } from './schema';

/** What PGlite and PostgreSQL databases have in common; the app codes against this only. */
export type Database = PgDatabase<PgQueryResultHKT, typeof tables>;
