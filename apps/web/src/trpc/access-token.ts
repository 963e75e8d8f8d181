import { fetchAuthSession } from 'aws-amplify/auth';

/** `Authorization: Bearer …` when someone is signed in; no header at all otherwise. */
export async function authorizationHeader(): Promise<Record<string, string>> {
  try {
    const { tokens } = await fetchAuthSession();
    const token = tokens?.accessToken?.toString();
    return token ? { authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}
