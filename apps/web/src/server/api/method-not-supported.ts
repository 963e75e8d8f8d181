import 'server-only';
import { TRPCError } from '@trpc/server';
// tRPC's own error shaping (JSON-RPC code, `data`, our error formatter), so this answer reads
// like every other API error; the module is marked unstable, so it is used in this one place.
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import { appRouter } from './root';

/** The methods tRPC serves: queries by GET, mutations by POST. */
export const SUPPORTED_METHODS = ['GET', 'POST'] as const;

export function isSupportedMethod(method: string): boolean {
  return (SUPPORTED_METHODS as readonly string[]).includes(method);
}

/**
 * A 405 shaped as a tRPC error, with `Allow`, answered before the body is read or a context is
 * made. HEAD gets the status and headers alone (a HEAD answer has no body).
 */
export function methodNotSupported(request: Request): Response {
  const headers = new Headers({
    allow: SUPPORTED_METHODS.join(', '),
    'cache-control': 'no-store',
  });
  if (request.method === 'HEAD') return new Response(null, { status: 405, headers });
  const config = appRouter._def._config;
  const error = new TRPCError({
    code: 'METHOD_NOT_SUPPORTED',
    message: `${request.method} is not supported here; use GET for queries and POST for mutations.`,
  });
  const shape = getErrorShape({
    config,
    error,
    type: 'unknown',
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ error: config.transformer.output.serialize(shape) }), {
    status: 405,
    headers,
  });
}
