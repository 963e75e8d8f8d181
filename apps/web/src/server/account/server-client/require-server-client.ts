import 'server-only';
import type { AppServices } from '../../app-services';
import { AccountError } from '../account-error';
import { SECURITY_MESSAGES } from '../security-messages';
import type { ServerClient } from './secret-hash';

/** The configured server-side client; without one, security operations cannot check anything. */
export function requireServerClient(services: AppServices): ServerClient {
  const client = services.env.cognito.serverClient;
  if (!client) throw new AccountError('PRECONDITION_FAILED', SECURITY_MESSAGES.serverClientMissing);
  return client;
}
