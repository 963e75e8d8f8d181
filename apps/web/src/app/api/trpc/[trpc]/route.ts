import { handleTrpcRequest } from '@/server/api/handle-trpc-request';

// Every call depends on the caller's token and the database, so nothing here may be cached.
export const dynamic = 'force-dynamic';

const handler = (request: Request) => handleTrpcRequest(request);

export { handler as GET, handler as POST };
