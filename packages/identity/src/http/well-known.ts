import type { ServerResponse } from 'node:http';
import { toJwks } from '../crypto/jwt.js';
import type { Uses } from '../services/context.js';
import { findPool } from '../services/pools.js';
import { issuerFor } from '../services/tokens.js';
import { sendJson } from './respond.js';

const routePattern = /^\/([\w-]+_[0-9a-zA-Z]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;

/** GET /<poolId>/.well-known/{jwks.json,openid-configuration}; false when the path is not one. */
export async function serveWellKnown(
  path: string,
  response: ServerResponse,
  services: Uses<'config' | 'db' | 'keys'>,
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
  const issuer = issuerFor(services, poolId);
  sendJson(
    response,
    200,
    {
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      response_types_supported: ['code', 'token'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    },
    'application/json',
  );
  return true;
}
