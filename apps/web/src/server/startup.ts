/**
 * Node-only start-up work, loaded by `instrumentation.ts` in the Node runtime alone (so the Edge
 * bundle never sees `process.exit`): validates the environment and opens (and migrates) the
 * database. A misconfiguration stops the server with a message naming the variable, instead of
 * a server that answers every visitor with an error; the first request also does not pay for
 * opening PGlite.
 */
export async function startServer(): Promise<void> {
  // Build workers load the instrumentation too; they must not open (and lock) the data directory.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    const { getAppServices } = await import('./default-app-services');
    await getAppServices().database();
    await warnWithoutOurWebServer();
  } catch (error) {
    console.error(`[web] cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * Plain `next start` cannot tell a client's address from one the client claims, so per-client
 * rate limits then hold every client in one shared bucket (see `clientAddress`).
 */
async function warnWithoutOurWebServer(): Promise<void> {
  const { arePeerAddressesStamped } = await import('./http/peer-address');
  if (process.env.NODE_ENV === 'production' && !arePeerAddressesStamped()) {
    console.warn(
      '[web] not started by server.ts (npm start -w @steadfast/web): client addresses are ' +
        'unknown, so per-client rate limits are shared by all clients',
    );
  }
}
