/**
 * Whether a Cookie header (or `document.cookie`) holds Amplify's
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`. Amplify finds no session without
 * it, so its absence proves the visitor is signed out without loading Amplify at all.
 * Amplify writes cookie names URI-encoded, so names are decoded before comparing.
 */
export function hasStoredSession(cookieHeader: string, clientId: string): boolean {
  const wanted = `CognitoIdentityServiceProvider.${clientId}.LastAuthUser`;
  return cookieHeader.split(/;\s*/).some((pair) => {
    const separator = pair.indexOf('=');
    if (separator <= 0 || separator === pair.length - 1) return false;
    return safeDecode(pair.slice(0, separator).trim()) === wanted;
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
