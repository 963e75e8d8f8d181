import type { IncomingMessage } from 'node:http';
import { timingSafeEqualText } from '../crypto/random.js';
import { CognitoError } from '../errors.js';
import type { Uses } from '../services/context.js';
import type { PoolAndClient } from '../services/pools.js';
import { requireClient } from '../services/pools.js';
import { BadForm, readForm } from './http-helpers.js';

export class OauthError extends Error {
  constructor(
    readonly error: string,
    readonly status = 400,
  ) {
    super(error);
  }
}

/** The form of an OAuth endpoint's POST; a malformed one is `invalid_request`. */
export async function readOauthForm(request: IncomingMessage): Promise<Map<string, string>> {
  try {
    return await readForm(request);
  } catch (error) {
    if (error instanceof BadForm) throw new OauthError('invalid_request');
    throw error;
  }
}

/** client_secret_basic (Authorization: Basic), client_secret_post, or a public client's client_id. */
export async function authenticateClient(
  services: Uses<'clock' | 'db'>,
  request: IncomingMessage,
  form: Map<string, string>,
): Promise<PoolAndClient> {
  let clientId = form.get('client_id');
  let secret = form.get('client_secret');
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator < 0) throw new OauthError('invalid_client');
    clientId = decodeURIComponent(decoded.slice(0, separator));
    secret = decodeURIComponent(decoded.slice(separator + 1));
  }
  if (!clientId) throw new OauthError('invalid_request');
  let found: PoolAndClient;
  try {
    found = await requireClient(services, clientId);
  } catch (error) {
    if (error instanceof CognitoError) throw new OauthError('invalid_client');
    throw error;
  }
  const expected = found.client.ClientSecret;
  if (expected !== undefined && !(secret !== undefined && timingSafeEqualText(secret, expected))) {
    throw new OauthError('invalid_client');
  }
  return found;
}
