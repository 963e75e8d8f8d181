/**
 * Runs once when the web server starts: validates the environment and opens (and migrates)
 * the database, so a misconfiguration stops the start with a clear message instead of
 * failing the first visitor, and the first request does not pay for opening PGlite.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Build workers load this file too; they must not open (and lock) the data directory.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getAppServices } = await import('./server/default-app-services');
  await getAppServices().database();
}
