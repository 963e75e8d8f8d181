import 'server-only';

export interface CookieLike {
  name: string;
  value: string;
}

/**
 * The access token Amplify's cookie storage keeps for the last signed-in user:
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user, and
 * `CognitoIdentityServiceProvider.<clientId>.<username>.accessToken` holds the token.
 * Amplify writes cookie names URI-encoded (js-cookie), so names are decoded before matching.
 */
export function readAmplifyAccessToken(
  cookies: Iterable<CookieLike>,
  clientId: string,
): string | null {
  const byName = new Map<string, string>();
  for (const cookie of cookies) byName.set(safeDecode(cookie.name), safeDecode(cookie.value));
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const username = byName.get(`${prefix}.LastAuthUser`);
  if (!username) return null;
  return byName.get(`${prefix}.${username}.accessToken`) || null;
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
