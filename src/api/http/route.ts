import {
  http as mswHttp,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandler,
} from 'msw';

type AnyResolver = HttpResponseResolver;

/** One endpoint as it was declared: what the Node server needs to call it without msw's run. */
export interface HttpRoute {
  /** Upper case; `ALL` answers every method. */
  method: string;
  /** The pattern, origin-free (a leading `*` and a path, such as the cart line's) or a RegExp. */
  path: string | RegExp;
  resolver: AnyResolver;
}

const declared = new WeakMap<RequestHandler, HttpRoute>();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';

function declaring(method: Method) {
  return <Params extends PathParams<keyof Params> = PathParams>(
    path: string | RegExp,
    resolver: HttpResponseResolver<Params, DefaultBodyType, undefined>,
  ): HttpHandler => {
    const handler = mswHttp[method]<Params>(path, resolver);
    // A pattern with an origin (`https://…`) is left to msw, which matches origins too.
    if (path instanceof RegExp || path.startsWith('*/')) {
      // The server extracts the same parameters from the same pattern (server/http/handler-routes.ts).
      declared.set(handler, { method: method.toUpperCase(), path, resolver: resolver as AnyResolver });
    }
    return handler;
  };
}

/**
 * msw's `http`, for the /api contract's handlers: each handler it makes also remembers its method,
 * pattern and resolver, so the Node server calls the resolver directly — the same code, without
 * msw's per-request clone, cookie parsing and abort signal (docs/server.md). The browser and Jest
 * run the handlers through msw as always.
 */
export const http = {
  get: declaring('get'),
  post: declaring('post'),
  put: declaring('put'),
  patch: declaring('patch'),
  delete: declaring('delete'),
  all: declaring('all'),
};

/** The route a handler was declared with by `http` above; undefined for any other handler. */
export function routeOf(handler: RequestHandler): HttpRoute | undefined {
  return declared.get(handler);
}
