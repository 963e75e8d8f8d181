/**
 * The process's one set of app services lives on `globalThis`: Next.js's server bundles and
 * `server.ts` (which runs outside them) then reach the same object, and development reloads
 * reuse one database handle (PGlite must not be opened twice on one directory). No
 * `server-only` here, so `server.ts` can import it under plain Node.
 */
interface Closable {
  close(): Promise<void>;
}

const holder = globalThis as typeof globalThis & { steadfastWebServices?: Closable };

/** The held services, created by `create` on first use. */
export function holdAppServices<Services extends Closable>(create: () => Services): Services {
  // Only this module writes the slot, always with what `create` made.
  return (holder.steadfastWebServices ??= create()) as Services;
}

/** Closes the held services, if any were created (graceful shutdown). */
export async function closeHeldAppServices(): Promise<void> {
  await holder.steadfastWebServices?.close();
}
