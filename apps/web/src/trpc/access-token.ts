import { currentAccessToken } from '@/features/auth/auth-actions';

/** `Authorization: Bearer …` when someone is signed in; no header at all otherwise. */
export async function authorizationHeader(): Promise<Record<string, string>> {
  try {
    const token = await currentAccessToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}
