/**
 * Opens the pool for the connection string in `argv[2]`, asks `select 1`, and prints what came
 * back as JSON (`{"one":1}`, or `{"error":<code>}`): for tests that need a new Node process,
 * such as one started with `NODE_EXTRA_CA_CERTS`. Run with `node --import tsx`.
 */
import { openPostgresClient } from '../index.js';

const sql = openPostgresClient(process.argv[2] ?? '', { max: 1 });
try {
  const rows = await sql`select 1 as one`;
  process.stdout.write(JSON.stringify({ one: rows[0]?.one }));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: (error as NodeJS.ErrnoException).code ?? 'none' }));
} finally {
  await sql.end({ timeout: 5 });
}
