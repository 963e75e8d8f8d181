import 'server-only';
import type { AppServices } from '../app-services';
import { getAppServices } from '../default-app-services';
import { checkReadiness } from './check-readiness';

/**
 * `GET /api/health` (and `HEAD`) for load balancers: 200 `{"status":"ready"}` when this server
 * can serve, else 503 with the problem's name. Nothing else is said: no versions, hosts or
 * error messages.
 */
export async function handleHealthRequest(
  request: Request,
  services: Pick<AppServices, 'database' | 'reportError'> = getAppServices(),
): Promise<Response> {
  const readiness = await checkReadiness(services);
  const body = readiness.ready
    ? { status: 'ready' }
    : { status: 'unavailable', problem: readiness.problem };
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), {
    status: readiness.ready ? 200 : 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
