import { invalidParameter } from '../errors.js';

/**
 * The pagination tokens of the list operations: the sort key of the last item of a page, in
 * base64url. Anything else (not base64url of a non-empty key) is refused as Cognito refuses a
 * token it did not issue.
 */
export function encodePageToken(lastKey: string): string {
  return Buffer.from(lastKey, 'utf8').toString('base64url');
}

export function readPageToken(token: string | undefined): string | undefined {
  if (token === undefined) return undefined;
  const key = Buffer.from(token, 'base64url').toString('utf8');
  if (key === '' || encodePageToken(key) !== token) {
    throw invalidParameter('Invalid pagination token.');
  }
  return key;
}

/** A page of `limit` items out of up to `limit + 1` rows, and the token for the next one. */
export function pageOf<Row>(rows: Row[], limit: number, keyOf: (row: Row) => string) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last ? encodePageToken(keyOf(last)) : undefined;
  return { page, next };
}
