import 'server-only';
import { createHmac } from 'node:crypto';

export interface ServerClient {
  clientId: string;
  clientSecret: string;
}

/**
 * Cognito's SECRET_HASH for a confidential client: base64 HMAC-SHA256 of username + client id,
 * keyed with the client secret. Every call that names a user on that client carries it.
 */
export function secretHash(client: ServerClient, username: string): string {
  return createHmac('sha256', client.clientSecret)
    .update(username + client.clientId)
    .digest('base64');
}
