import { match } from 'path-to-regexp';
import type { Method } from './route';

export interface Routed<Route> {
  route: Route;
  /** Decoded, as msw decodes them. */
  params: Record<string, string>;
}

/**
 * The one matcher every backend uses: path-to-regexp, the library msw matches its own handlers
 * with, with msw's options (any case, an optional trailing slash, parameters decoded). Patterns are
 * compiled once; a request's path is tried against its method's routes in their order.
 */
export function createRouter<Route extends { method: Method; path: string }>(
  routes: readonly Route[],
): (method: string, pathname: string) => Routed<Route> | null {
  const compiled = routes.map((route) => ({
    route,
    match: match<Record<string, string>>(route.path, { decode: decodeURIComponent }),
  }));
  const byMethod = new Map<string, typeof compiled>();
  return (method, pathname) => {
    let candidates = byMethod.get(method);
    if (!candidates) {
      candidates = compiled.filter(({ route }) => route.method === method);
      byMethod.set(method, candidates);
    }
    for (const { route, match: matches } of candidates) {
      // The caller checked that the path decodes (src/api/http/handle.ts), so decoding cannot throw.
      const found = matches(pathname);
      if (found) return { route, params: { ...found.params } };
    }
    return null;
  };
}
