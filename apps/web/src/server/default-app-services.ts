import 'server-only';
import type { AppServices } from './app-services';
import { createAppServices } from './create-app-services';
import { serverEnv } from './env';

// Kept on globalThis so development reloads reuse one database handle: PGlite must not be
// opened twice on the same directory.
const holder = globalThis as typeof globalThis & { steadfastWebServices?: AppServices };

/** The services of this server process, created on first use from `serverEnv`. */
export function getAppServices(): AppServices {
  holder.steadfastWebServices ??= createAppServices(serverEnv);
  return holder.steadfastWebServices;
}
