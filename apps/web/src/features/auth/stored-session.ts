/** Amplify names every cookie it keeps a session in `CognitoIdentityServiceProvider.<clientId>.…`. */
const AMPLIFY_COOKIE_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Whether a Cookie header (or `document.cookie`) holds Amplify's
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`. Amplify finds no session without
 * it, so its absence proves the visitor is signed out without loading Amplify at all.
 */
export function hasStoredSession(cookieHeader: string, clientId: string): boolean {
  return cookieNames(cookieHeader).includes(`${AMPLIFY_COOKIE_PREFIX}${clientId}.LastAuthUser`);
}

/** Whether a Cookie header holds any of Amplify's session cookies, for any app client. */
export function hasAnyAmplifyCookie(cookieHeader: string): boolean {
  return cookieNames(cookieHeader).some((name) => name.startsWith(AMPLIFY_COOKIE_PREFIX));
}

/**
 * The names of the cookies that have a value. Amplify writes cookie names URI-encoded, so
 * names are decoded before comparing.
 */
function cookieNames(cookieHeader: string): string[] {
  return cookieHeader.split(/;\s*/).flatMap((pair) => {
    const separator = pair.indexOf('=');
    if (separator <= 0 || separator === pair.length - 1) return [];
    return [safeDecode(pair.slice(0, separator).trim())];
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
