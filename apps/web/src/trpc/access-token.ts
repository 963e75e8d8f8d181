import { browserHasStoredSession, loadIdentity } from '@/features/auth/load-identity';

/**
 * `Authorization: Bearer …` when someone is signed in; no header at all otherwise. Without
 * stored tokens there is nothing to send, so the identity client is not even loaded.
 */
export async function authorizationHeader(): Promise<Record<string, string>> {
  if (!browserHasStoredSession()) return {};
  try {
    const { fetchAccessToken } = await loadIdentity();
    const token = await fetchAccessToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}
