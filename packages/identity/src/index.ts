export { startIdentityServer } from './server.js';
export type { IdentityServerOptions, RunningIdentityServer } from './server.js';
export type { IdentityConfig } from './config.js';
export { loadIdentityConfig } from './config.js';
export { createTestClock, systemClock } from './clock.js';
export type { Clock, TestClock } from './clock.js';
export {
  DEFAULT_CLIENT_ID,
  DEFAULT_POOL_ID,
  DEFAULT_SERVER_CLIENT_ID,
  DEFAULT_SERVER_CLIENT_SECRET,
} from './services/pools.js';
export { DEFAULT_IDENTITY_POOL_ID } from './identity-pools/default-identity-pool.js';
export type { SeedUser } from './services/seed-users.js';
export { typescriptWorkerBootstrap } from './store/typescript-worker.js';
