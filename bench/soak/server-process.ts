import { startIdentityServer } from '../../packages/identity/src/index.js';

/**
 * The identity server alone in this process (forked by run.ts with --expose-gc), so its memory
 * is its own: on "measure" it collects garbage and answers process.memoryUsage(). The heap
 * figures cover the main thread only; the SRP workers and the PGlite thread are in the RSS.
 */
export type ServerMessage =
  | { event: 'listening'; url: string; poolId: string; clientId: string }
  | { event: 'memory'; memory: NodeJS.MemoryUsage };

const server = await startIdentityServer({
  port: 0,
  dataDir: process.env.SOAK_DATA_DIR ?? 'memory://',
  smtpUrl: process.env.SOAK_SMTP_URL ?? 'smtp://127.0.0.1:9',
  logLevel: 'error',
});
process.send?.({
  event: 'listening',
  url: server.url,
  poolId: server.poolId,
  clientId: server.clientId,
} satisfies ServerMessage);

process.on('message', (message) => {
  if (message === 'measure') {
    // Two passes: the first can leave objects that only a second collection frees.
    globalThis.gc?.();
    globalThis.gc?.();
    process.send?.({ event: 'memory', memory: process.memoryUsage() } satisfies ServerMessage);
  }
  if (message === 'stop') void server.close().then(() => process.exit(0));
});
