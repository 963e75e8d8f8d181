/**
 * Runs once when the web server starts. The start-up work is Node-only, so it is imported only
 * in the Node runtime: the Edge build of this file then holds no Node APIs.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./server/startup');
    await startServer();
  }
}
