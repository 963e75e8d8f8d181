/**
 * A Node resolve hook that `server.ts` registers: `server-only` resolves to its server export
 * (an empty module), as Next.js resolves it in its server bundles. `server.ts` runs under plain
 * Node, and loads the admin channel's server modules (`src/server/admin-access/`) itself.
 */
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context);
  return nextResolve(specifier, {
    ...context,
    conditions: [...context.conditions, 'react-server'],
  });
}
