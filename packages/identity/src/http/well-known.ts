import type { ServerResponse } from 'node:http';
import { toJwks } from '../crypto/jwt.js';
import type { Uses } from '../services/context.js';
import { findPool } from '../services/pools.js';
import { openidConfiguration } from '../hosted/discovery.js';
import { sendJson } from './respond.js';

const routePattern = /^\/([\w-]+_[0-9a-zA-Z]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;

/** GET /<poolId>/.well-known/{jwks.json,openid-configuration}; false when the path is not one. */
export async function serveWellKnown(
  path: string,
  response: ServerResponse,
  services: Uses<'config' | 'db' | 'keys' | 'hosted'>,
) {
  const match = routePattern.exec(path);
  if (!match) return false;
  const [, poolId = '', document] = match;
  if (!(await findPool(services, poolId))) {
    sendJson(response, 404, { message: `User pool ${poolId} does not exist.` }, 'application/json');
    return true;
  }
  if (document === 'jwks.json') {
    sendJson(response, 200, toJwks(services.keys.all), 'application/json');
    return true;
  }
  sendJson(
    response,
    200,
    openidConfiguration(services, poolId, services.hosted.url),
    'application/json',
  );
  return true;
}
