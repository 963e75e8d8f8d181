import path from 'node:path';

/**
 * Where the web server listens for `npm run admin` when it holds an embedded (PGlite)
 * database: a Unix domain socket beside the data, so only local processes of the same user
 * reach it, never the network. PostgreSQL takes any number of clients, so the command writes
 * to it directly; a `memory://` database has no one else to serve. No `server-only`: the
 * command line and `server.ts` read it under plain Node.
 */
export function adminChannelPath(database: {
  databaseUrl: string | undefined;
  dataDir: string;
}): string | undefined {
  if (database.databaseUrl || database.dataDir.startsWith('memory://')) return undefined;
  return path.join(database.dataDir, 'admin.sock');
}
