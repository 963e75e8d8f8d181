import 'server-only';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { AppServices } from '../app-services';
import { getAppServices } from '../default-app-services';
import { isSupportedMethod, methodNotSupported } from './method-not-supported';
import { TRPC_PATH } from '@/trpc/path';
import { appRouter } from './root';
import { createTRPCContext } from './trpc';

export const MAX_BATCH_SIZE = 10;

/** Serves one HTTP request to `/api/trpc`; `services` defaults to the process's own. */
export async function handleTrpcRequest(
  request: Request,
  services?: AppServices,
): Promise<Response> {
  if (!isSupportedMethod(request.method)) return methodNotSupported(request);
  return fetchRequestHandler({
    endpoint: TRPC_PATH,
    req: request,
    router: appRouter,
    allowMethodOverride: false,
    // Bounds the work one request can ask for; the browser's batch link uses the same number.
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: () =>
      createTRPCContext({ headers: request.headers, ...(services ? { services } : {}) }),
    onError({ error, path }) {
      // Only failures on our side are worth a log line; inputs and headers (tokens) never are.
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        const { reportError } = services ?? getAppServices();
        reportError(`tRPC ${path ?? '(unknown procedure)'} failed`, error.cause ?? error);
      }
    },
    responseMeta() {
      return { headers: new Headers({ 'cache-control': 'no-store' }) };
    },
  });
}
