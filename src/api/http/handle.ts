import { delay, HttpResponse } from 'msw';
import { serverMessages } from '@/shared/messages';
import { QUEUED_MS_HEADER } from '@/shared/queued-request';
import { bearerToken, sessionIsLive, tokenSession, verifyToken, type UserRecord } from '@/api/accounts';
import type { Backend } from '@/api/backend';
import { HttpError, notFound, verbatim } from './http-error';
import type { ApiRoute, BodyKind, RequestContext, TokenSession } from './route';
import { MAX_PRODUCT_IMAGE_BYTES } from '@/shared/catalogue';
import { createRouter } from './router';
import { assertCleanQuery, assertStorableBody, assertStorableParams } from './validate';
import { clientKey } from '@/api/limits/client-key';
import { refusalBody } from '@/api/words';

/**
 * The request's id, which a 500 answer names and the logs carry: set by the Node server for each
 * request (server/http/app.ts); the embedded mock makes one when it needs it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Express's default JSON limit: larger bodies are refused before parsing. */
export const MAX_BODY_CHARS = 100 * 1024;

/** The 413's message, on every backend. */
export const BODY_TOO_LARGE = `The request body is too large (at most ${MAX_BODY_CHARS / 1024} KB).`;

/** The 413's message for a picture, on every backend. */
export const PICTURE_TOO_LARGE = `The picture is too large (at most ${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB).`;

type ReadBody = Pick<RequestContext, 'body' | 'rawBody' | 'upload'>;

/** A picture route's body: the bytes as they came, with their declared type (the route checks both). */
async function readUpload(request: Request): Promise<ReadBody> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_PRODUCT_IMAGE_BYTES) throw new HttpError(413, PICTURE_TOO_LARGE);
  return {
    body: undefined,
    rawBody: '',
    upload: { bytes, contentType: request.headers.get('content-type') ?? '' },
  };
}

/** The body as the route declares it: a picture, or JSON (`readJson`). */
const readBody = (route: ApiRoute, request: Request): Promise<ReadBody> =>
  route.body === 'image' ? readUpload(request) : readJson(request);

/** The body as it came (`rawBody`) and parsed as JSON (`body`, undefined when there is none). */
async function readJson(request: Request): Promise<{ body: unknown; rawBody: string }> {
  const rawBody = await request.text();
  if (rawBody.length > MAX_BODY_CHARS) {
    throw new HttpError(413, BODY_TOO_LARGE);
  }
  if (rawBody.trim() === '') return { body: undefined, rawBody };
  let body: unknown;
  try {
    body = JSON.parse(rawBody) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  assertStorableBody(body);
  return { body, rawBody };
}

/**
 * The caller named by the request's token, and the token's session. The signature is checked (or
 * found checked before), then the one account lookup every authorised request makes also says
 * whether the session still holds: the token's version against the account's, its session id
 * against the account's logged-out ones (`sessionIsLive`). No second lookup per request.
 */
async function authenticate(
  backend: Backend,
  request: Request,
): Promise<{ user: UserRecord; session: TokenSession }> {
  const token = bearerToken(request);
  const claims = token ? await verifyToken(token, backend.secrets.jwt, backend.clock.now()) : null;
  if (!claims) throw new HttpError(401, serverMessages.invalidToken);
  const user = await backend.repos.users.findById(claims._id);
  // English always: the shop ends the session on these words (src/kernel/api.ts, endsSession).
  if (!user) throw new HttpError(404, verbatim(serverMessages.emailNotRegistered));
  if (!sessionIsLive(claims, user)) throw new HttpError(401, serverMessages.invalidToken);
  return { user, session: tokenSession(claims) };
}

/** An open endpoint's caller: a missing or refused token makes a visitor, not a refusal. */
async function viewerOf(backend: Backend, request: Request): Promise<UserRecord | null> {
  if (!request.headers.has('authorization')) return null;
  try {
    return (await authenticate(backend, request)).user;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

async function toResponse(error: unknown, request: Request): Promise<Response> {
  if (error instanceof HttpError) {
    return HttpResponse.json(await refusalBody(error, request), {
      status: error.status,
      headers: error.headers,
    });
  }
  // Spec §8: only a truly unexpected failure is a 500, with an `error` field. Its cause (the
  // database's or the runtime's words) goes to the log under the request's id, never to the client.
  const requestId = request.headers.get(REQUEST_ID_HEADER) || crypto.randomUUID();
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'unexpected failure',
      requestId,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  );
  return HttpResponse.json({ error: serverMessages.somethingWentWrong, requestId }, { status: 500 });
}

/** How long the page held the request before the mock started (QUEUED_MS_HEADER); 0 if unsaid. */
function queuedMs(request: Request): number {
  const said = Number(request.headers.get(QUEUED_MS_HEADER) ?? '');
  return Number.isFinite(said) && said > 0 ? said : 0;
}

/** What answering a request gives: the answer, and the route pattern that made it (for metrics). */
export interface Answered {
  response: Response;
  /** The route's path pattern, or 'none' when no route matched. */
  route: string;
}

type Work = () => Promise<Response> | Response;

/** A route's work in the backend's session (the browser tab's share of the saved database), errors as JSON. */
async function runAtOnce(
  { settings }: Backend,
  request: Request,
  params: Record<string, string>,
  work: Work,
) {
  try {
    assertStorableParams(params);
    assertCleanQuery(request.url);
    const { session } = settings;
    if (!session) return await work();
    return await session(request.method === 'GET' ? 'read' : 'write', async () => work());
  } catch (error) {
    return toResponse(error, request);
  }
}

/** As runAtOnce, after the backend's delay (the embedded mock's 400 ms, less what the page held it). */
async function run(backend: Backend, request: Request, params: Record<string, string>, work: Work) {
  const { delayMs } = backend.settings;
  if (delayMs > 0) await delay(Math.max(0, delayMs - queuedMs(request)));
  return runAtOnce(backend, request, params, work);
}

/** The caller as the route's access asks for it, the body, and the route's own answer. */
async function answerRoute(
  backend: Backend,
  route: ApiRoute,
  request: Request,
  params: Record<string, string>,
) {
  // The key every per-address limit counts by: an IPv6 client by its /64.
  const client = clientKey(backend.clientOf(request));
  switch (route.access) {
    case 'anyone':
      return route.answer({ request, params, ...(await readBody(route, request)), client });
    case 'viewer': {
      const viewer = await viewerOf(backend, request);
      return route.answer({ request, params, viewer, ...(await readBody(route, request)), client });
    }
    case 'shopper': {
      const { user, session } = await authenticate(backend, request);
      return route.answer({ request, params, user, session, ...(await readBody(route, request)), client });
    }
    case 'staff':
    case 'owner': {
      // Only a staff route reads it, so it comes with them (on the embedded mock, when the staff
      // console first calls: build/mock-chunk.js), never in a shopper's first load.
      const { authenticateStaff } = await import('@/api/staff/authenticate');
      const { staff, session } = await authenticateStaff(backend, request, route.access);
      return route.answer({ request, params, staff, session, ...(await readBody(route, request)), client });
    }
  }
}

const malformedUrl = (): Answered => ({
  response: HttpResponse.json({ message: serverMessages.malformedUrl }, { status: 400 }),
  route: 'none',
});

/**
 * Routes an answerer loads the first time a request under one of their paths comes, rather than up
 * front: the embedded mock keeps the staff console's routes, and the orders' and after-sales', out
 * of a shopper's first load (src/api/routes.ts).
 */
export interface LaterRoutes {
  /**
   * Lower-case paths with no trailing '/': a request is under one when its path (in any case, as
   * the router matches) is it or goes on below it. Every route `load` gives lies under one.
   */
  under: readonly string[];
  load: () => Promise<readonly ApiRoute[]>;
}

type Find = ReturnType<typeof createRouter<ApiRoute>>;

/** Whether `pathname` is `path` or below it, in any case. */
const isUnder = (pathname: string, path: string) => {
  const lower = pathname.toLowerCase();
  return lower === path || lower.startsWith(`${path}/`);
};

/**
 * The one router over `routes`, and over each of `later`'s groups too once a request under its
 * paths has loaded it. Requests under a group that come while it loads all wait for that one load;
 * a failed load (the chunk did not come) is tried again by the next such request.
 */
function routerLoading(routes: readonly ApiRoute[], later: readonly LaterRoutes[]) {
  let known = routes;
  let find: Find = createRouter(known);
  const loading = new Map<LaterRoutes, Promise<void>>();
  const loadGroup = (group: LaterRoutes): Promise<void> => {
    const started = group.load().then(
      (loaded) => {
        known = [...known, ...loaded];
        find = createRouter(known);
      },
      (error: unknown) => {
        loading.delete(group);
        throw error;
      },
    );
    loading.set(group, started);
    return started;
  };
  const load = (pathname: string): Promise<void> | undefined => {
    const group = later.find(({ under }) => under.some((path) => isUnder(pathname, path)));
    return group && (loading.get(group) ?? loadGroup(group));
  };
  return { find: (method: string, pathname: string) => find(method, pathname), load };
}

/**
 * Answers /api requests from `routes` (and each of `later`'s groups, once loaded) over one backend: the route
 * found by the one router, then the same steps for every route — the backend's delay, the caller
 * (token, viewer), the body parsed and validated, the request run in the backend's session, errors
 * as readable JSON. The msw adapter (src/mocks/api-handler.ts) and the Node server
 * (server/http/app.ts) both call it.
 */
export function createApiAnswerer(
  backend: Backend,
  routes: readonly ApiRoute[],
  later: readonly LaterRoutes[] = [],
) {
  const { find, load } = routerLoading(routes, later);
  /**
   * The body the route at `method` `pathname` reads: what the server's edge lets through
   * (server/http/app.ts), which registers every route up front (a route still to load reads JSON).
   */
  const bodyKindOf = (method: string, pathname: string): BodyKind =>
    find(method, pathname)?.route.body ?? 'json';
  async function answer(request: Request): Promise<Answered> {
    const { pathname } = new URL(request.url);
    try {
      decodeURIComponent(pathname);
    } catch {
      return malformedUrl();
    }
    try {
      await load(pathname);
    } catch (error) {
      return { response: await toResponse(error, request), route: 'none' };
    }
    const found = find(request.method, pathname);
    if (!found) {
      // Anything else under /api is a readable 404, never a fall-through to the page or the network.
      const response = await run(backend, request, {}, () => {
        throw notFound(`No endpoint answers ${request.method} ${pathname}.`);
      });
      return { response, route: 'none' };
    }
    const { route, params } = found;
    const work = () => answerRoute(backend, route, request, params);
    const response = await (route.immediate ? runAtOnce : run)(backend, request, params, work);
    return { response, route: route.path };
  }
  return Object.assign(answer, { bodyKindOf });
}

export type ApiAnswerer = ReturnType<typeof createApiAnswerer>;
