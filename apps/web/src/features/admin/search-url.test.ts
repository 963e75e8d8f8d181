import { describe, expect, it } from 'vitest';
import { searchHref, searchPageOf } from './search-url';

describe('the search in the URL', () => {
  it('reads back the query and pages it wrote', () => {
    const page = { query: 'ada@ex', cursors: ['c1', 'c/2+=='] };
    expect(searchPageOf(new URL(searchHref(page), 'http://x').searchParams)).toEqual(page);
  });

  it('is /admin with no query, and ignores pages without one', () => {
    expect(searchHref({ query: '', cursors: ['c1'] })).toBe('/admin');
    expect(searchPageOf(new URLSearchParams('page=c1'))).toEqual({ query: '', cursors: [] });
    expect(searchPageOf(new URLSearchParams('q=%20%20'))).toEqual({ query: '', cursors: [] });
  });

  it('trims the query and drops empty pages', () => {
    expect(searchPageOf(new URLSearchParams('q=+ada+&page=&page=c1'))).toEqual({
      query: 'ada',
      cursors: ['c1'],
    });
  });
});
