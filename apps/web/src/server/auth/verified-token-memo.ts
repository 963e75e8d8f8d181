import 'server-only';

/** How many verified tokens one verifier remembers; the longest-known is forgotten first. */
export const VERIFIED_TOKENS_REMEMBERED = 10_000;

export interface RememberedToken<Claims> {
  claims: Claims;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAtInSeconds: number;
}

/**
 * Tokens whose signature and claims have been checked once. The signature check is the costliest
 * step of an authenticated call, and a session sends the same token for up to an hour. Keyed by
 * the whole token, so only the exact bytes that were verified are recognised.
 */
export function createVerifiedTokenMemo<Claims>(limit = VERIFIED_TOKENS_REMEMBERED) {
  const remembered = new Map<string, RememberedToken<Claims>>();
  return {
    recall: (token: string): RememberedToken<Claims> | undefined => remembered.get(token),
    remember(token: string, entry: RememberedToken<Claims>): void {
      if (remembered.size >= limit) {
        const oldest = remembered.keys().next();
        if (!oldest.done) remembered.delete(oldest.value);
      }
      remembered.set(token, entry);
    },
  };
}
