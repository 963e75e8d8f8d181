/**
 * The search of `/admin` lives in its URL, so a reload, back and forward, and a shared link show
 * the same results: `q` is the query, each `page` a cursor of the pages after the first (the last
 * is the page shown; the ones before it are what "Previous page" goes back to).
 */
export interface SearchPage {
  query: string;
  cursors: string[];
}

const SEARCH_PATH = '/admin';

/** The search a URL's parameters hold; no query means no search (and no pages). */
export function searchPageOf(params: Pick<URLSearchParams, 'get' | 'getAll'>): SearchPage {
  const query = params.get('q')?.trim() ?? '';
  return { query, cursors: query === '' ? [] : params.getAll('page').filter(Boolean) };
}

/** The URL of a search and page. */
export function searchHref({ query, cursors }: SearchPage): string {
  if (query === '') return SEARCH_PATH;
  const params = new URLSearchParams({ q: query });
  for (const cursor of cursors) params.append('page', cursor);
  return `${SEARCH_PATH}?${params.toString()}`;
}
