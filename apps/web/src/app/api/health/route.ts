import { handleHealthRequest } from '@/server/health/handle-health-request';

// The answer is the database's state at the moment of asking.
export const dynamic = 'force-dynamic';

const handler = (request: Request) => handleHealthRequest(request);

export { handler as GET, handler as HEAD };
