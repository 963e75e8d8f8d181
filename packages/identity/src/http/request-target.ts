export interface RequestTarget {
  /** As the client sent it, percent-escapes and all (SigV4 signs the path as sent). */
  path: string;
  query: Record<string, string>;
}

/**
 * The path and query of a request's target, or null for a target that is not a path: the
 * absolute form (`http://…`) and anything the URL parser refuses. The target is appended to
 * a fixed origin rather than resolved against it, so `//host/x` stays a path and never names
 * another host.
 */
export function parseRequestTarget(target: string | undefined): RequestTarget | null {
  if (target === undefined || !target.startsWith('/')) return null;
  try {
    const url = new URL(`http://localhost${target}`);
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  } catch {
    return null;
  }
}
