import { handleTrpcRequest } from '@/server/api/handle-trpc-request';

// In production the web server answers /api/trpc itself, before Next.js routes anything
// (`createApiRequestHandler`, decision 026); this route answers it under `next dev`, where a
// change to a procedure then shows without a restart. Both call `handleTrpcRequest`.

// Every call depends on the caller's token and the database, so nothing here may be cached.
export const dynamic = 'force-dynamic';

const handler = (request: Request) => handleTrpcRequest(request);

// Every method Next.js routes is answered by the handler, so the ones tRPC does not serve get a
// typed 405 with `Allow` instead of Next's empty one (or its automatic HEAD and OPTIONS).
export {
  handler as GET,
  handler as POST,
  handler as PUT,
  handler as DELETE,
  handler as PATCH,
  handler as HEAD,
  handler as OPTIONS,
};
