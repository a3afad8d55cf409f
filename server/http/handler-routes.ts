import { HttpHandler, type RequestHandler } from 'msw';

/**
 * A test that passes every path a handler's pattern could match, and more: `*` as anything, a
 * `:param` as any one segment, an optional trailing slash, any case (msw's path matching ignores
 * case). A handler whose pattern is not a plain string (a RegExp) always passes.
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
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const pattern = new RegExp(`^${source.startsWith('.*') ? '' : '.*'}${source.replace(/\/$/, '')}/?$`, 'i');
  return (pathname) => pattern.test(pathname);
}

/**
 * msw tries handlers in order, and for each one it tries clones the request and compiles its path
 * pattern to match the URL and parses the cookies, whatever the handler's method. This hands it
 * only the handlers that could answer: the request's method, and a path their pattern may match
 * (checked against each pattern compiled once). msw still decides among those, in the same order,
 * so which handler answers is unchanged.
 */
export function handlerRoutes(
  handlers: RequestHandler[],
): (method: string, pathname: string) => RequestHandler[] {
  const answersMethod = (handler: RequestHandler, method: string) => {
    if (!(handler instanceof HttpHandler)) return true;
    const expected = handler.info.method;
    return typeof expected === 'string' ? expected.toUpperCase() === method : expected.test(method);
  };
  const tested = handlers.map((handler) => ({ handler, mayMatch: mayMatch(handler) }));
  // Node's parser accepts only the methods it knows, so there are few lists.
  const byMethod = new Map<string, typeof tested>();
  return (method, pathname) => {
    let list = byMethod.get(method);
    if (!list) {
      list = tested.filter(({ handler }) => answersMethod(handler, method));
      byMethod.set(method, list);
    }
    return list.filter((entry) => entry.mayMatch(pathname)).map(({ handler }) => handler);
  };
}
