/** Where the app's tRPC API is served: the browser's links, the server's handler and its routing. */
export const TRPC_PATH = '/api/trpc';

/** Whether a request path (without its query) is a call to the API, `/api/trpc/<procedures>`. */
export function isTrpcPath(path: string): boolean {
  return path === TRPC_PATH || path.startsWith(`${TRPC_PATH}/`);
}

/** The same for a request's target as Node gives it (`request.url`, query included). */
export function isTrpcTarget(target: string | undefined): boolean {
  return isTrpcPath((target ?? '/').split('?')[0] ?? '/');
}
