import 'server-only';

export interface CookieLike {
  name: string;
  value: string;
}

export interface AmplifyTokens {
  accessToken: string;
  /** Present while the browser can still refresh the session. */
  refreshToken: string | null;
}

/**
 * The tokens Amplify's cookie storage keeps for the last signed-in user:
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user, and
 * `CognitoIdentityServiceProvider.<clientId>.<username>.accessToken` (`.refreshToken`) hold them.
 * Amplify writes cookie names URI-encoded (js-cookie), so names are decoded before matching.
 */
export function readAmplifyTokens(
  cookies: Iterable<CookieLike>,
  clientId: string,
): AmplifyTokens | null {
  const byName = new Map<string, string>();
  for (const cookie of cookies) byName.set(safeDecode(cookie.name), safeDecode(cookie.value));
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const username = byName.get(`${prefix}.LastAuthUser`);
  if (!username) return null;
  const accessToken = byName.get(`${prefix}.${username}.accessToken`);
  if (!accessToken) return null;
  return { accessToken, refreshToken: byName.get(`${prefix}.${username}.refreshToken`) || null };
}

export function readAmplifyAccessToken(
  cookies: Iterable<CookieLike>,
  clientId: string,
): string | null {
  return readAmplifyTokens(cookies, clientId)?.accessToken ?? null;
}

/** Parses a `Cookie` request header into name/value pairs without decoding. */
export function parseCookieHeader(header: string | null): CookieLike[] {
  if (!header) return [];
  return header.split(/;\s*/).flatMap((pair) => {
    const separator = pair.indexOf('=');
    if (separator <= 0) return [];
    return [{ name: pair.slice(0, separator), value: pair.slice(separator + 1) }];
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
