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
  return errorBeforeHandling(
    request.method,
    new TRPCError({
      code: 'METHOD_NOT_SUPPORTED',
      message: `${request.method} is not supported here; use GET for queries and POST for mutations.`,
    }),
    { allow: SUPPORTED_METHODS.join(', ') },
  );
}

/**
 * An error answered before tRPC's handler runs, shaped as tRPC shapes its own (JSON-RPC code,
 * `data`, our error formatter), never kept by a cache. HEAD gets the status and headers alone.
 */
export function errorBeforeHandling(
  method: string,
  error: TRPCError,
  extraHeaders: Record<string, string> = {},
): Response {
  const config = appRouter._def._config;
  const shape = getErrorShape({
    config,
    error,
    type: 'unknown',
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
  const headers = new Headers({ ...extraHeaders, 'cache-control': 'no-store' });
  const status = shape.data.httpStatus;
  if (method === 'HEAD') return new Response(null, { status, headers });
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ error: config.transformer.output.serialize(shape) }), {
    status,
    headers,
  });
}
