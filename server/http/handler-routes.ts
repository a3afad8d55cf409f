import { HttpHandler, type PathParams, type RequestHandler } from 'msw';
import { routeOf, type HttpRoute } from '@/api/http/route';

/** One handler that may answer a request, and how to ask it. */
export interface Candidate {
  handler: RequestHandler;
  /** A declared route's parameters, matched here; null when msw decides whether it matches. */
  params: PathParams | null;
  /** The handler's answer, or null when it passes the request on to the next one. */
  answer: (request: Request, requestId: string) => Promise<Response | null>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route's pattern as msw matches it (path-to-regexp, as msw's `matchRequestUrl` calls it): `*` is
 * anything, `:name` one non-empty segment, decoded; any case; an optional trailing slash. Matched
 * against the path alone, as every declared pattern is origin-free. Null: no match.
 */
function paramsMatcher(path: string | RegExp): (pathname: string) => PathParams | null {
  if (path instanceof RegExp) return (pathname) => (path.test(pathname) ? {} : null);
  const names: string[] = [];
  const source = path
    .split(/(\*+|:[A-Za-z0-9_]+)/)
    .map((part) => {
      if (part.startsWith('*')) return '.*';
      if (!part.startsWith(':')) return escapeRegExp(part);
      names.push(part.slice(1));
      return '([^/]+?)';
    })
    .join('');
  const pattern = new RegExp(`^${source.replace(/\/$/, '')}/?$`, 'i');
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
  };
}

/**
 * A test that passes every path an undeclared handler's pattern could match, and more (msw then
 * decides): `*` as anything, a `:param` as any one segment, an optional trailing slash, any case.
 */
function mayMatch(handler: RequestHandler): (pathname: string) => boolean {
  const path = handler instanceof HttpHandler ? handler.info.path : null;
  if (typeof path !== 'string') return () => true;
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const source = withoutOrigin
    .split(/(\*+|:[A-Za-z0-9_]+)/)
    .map((part) => {
      if (part.startsWith('*')) return '.*';
      if (part.startsWith(':')) return '[^/]*';
      return escapeRegExp(part);
    })
    .join('');
  const pattern = new RegExp(`^${source.startsWith('.*') ? '' : '.*'}${source.replace(/\/$/, '')}/?$`, 'i');
  return (pathname) => pattern.test(pathname);
}

/** Calls a declared route's resolver with what msw would give it: the request, its params and id. */
async function callResolver(
  route: HttpRoute,
  request: Request,
  params: PathParams,
  requestId: string,
): Promise<Response | null> {
  const cleanups: (() => unknown)[] = [];
  const finalize = (cleanup: () => unknown) => void cleanups.push(cleanup);
  try {
    const result: unknown = await route.resolver({ request, requestId, params, cookies: {}, finalize });
    return result instanceof Response ? result : null;
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

/**
 * The handlers that may answer a request, in order, each with a way to ask it. A handler declared
 * with the contract's `http` (src/mocks/http-route.ts) is matched here, exactly as msw would, and
 * its resolver called directly: none of msw's per-request work (a clone of the request, the pattern
 * compiled again, cookies parsed, an abort signal made and fired). Any other handler (a test's own)
 * is kept when its pattern may match and run through msw, which decides. Which handler answers is
 * the same either way.
 */
export function handlerRoutes(handlers: RequestHandler[]): (method: string, pathname: string) => Candidate[] {
  const entries = handlers.map((handler) => {
    const route = routeOf(handler);
    if (route) {
      const params = paramsMatcher(route.path);
      return {
        answersMethod: (method: string) => route.method === 'ALL' || route.method === method,
        candidate: (pathname: string): Candidate | null => {
          const found = params(pathname);
          return found
            ? {
                handler,
                params: found,
                answer: (request, requestId) => callResolver(route, request, found, requestId),
              }
            : null;
        },
      };
    }
    const may = mayMatch(handler);
    return {
      answersMethod: (method: string) => {
        if (!(handler instanceof HttpHandler)) return true;
        const expected = handler.info.method;
        return typeof expected === 'string' ? expected.toUpperCase() === method : expected.test(method);
      },
      candidate: (pathname: string): Candidate | null =>
        may(pathname)
          ? {
              handler,
              params: null,
              answer: async (request, requestId) =>
                (await handler.run({ request, requestId }))?.response ?? null,
            }
          : null,
    };
  });
  // Node's parser accepts only the methods it knows, so there are few lists.
  const byMethod = new Map<string, typeof entries>();
  return (method, pathname) => {
    let list = byMethod.get(method);
    if (!list) {
      list = entries.filter((entry) => entry.answersMethod(method));
      byMethod.set(method, list);
    }
    return list.flatMap((entry) => entry.candidate(pathname) ?? []);
  };
}
