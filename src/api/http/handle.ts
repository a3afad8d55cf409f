import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { serverMessages } from '@/shared/messages';
import { QUEUED_MS_HEADER } from '@/shared/queued-request';
import { verifyToken } from '@/api/accounts/auth';
import type { Backend } from '@/api/backend';
import { HttpError } from './http-error';
import type { UserRecord } from '@/api/stores';
import { assertStorableBody, assertStorableParams } from './validate';

/** Answers are built with HttpResponse.json, so the resolver returns a plain Response. */
type Resolver<Params extends PathParams> = HttpResponseResolver<Params, DefaultBodyType, undefined>;

export interface RequestContext<Params extends PathParams> {
  request: Request;
  params: Params;
  /** Parsed JSON body; `undefined` for requests without one. */
  body: unknown;
  /** Who sent it, for the limits on logins and new accounts (`Backend.clientOf`). */
  client: string;
}

export interface AuthedContext<Params extends PathParams> extends RequestContext<Params> {
  user: UserRecord;
}

/**
 * The request's id, which a 500 answer names and the logs carry: set by the Node server for each
 * request (server/http/app.ts); the embedded mock makes one when it needs it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

export interface ViewerContext<Params extends PathParams> extends RequestContext<Params> {
  /** The shopper whose valid token came with the request, else null. */
  viewer: UserRecord | null;
}

/** Express's default JSON limit: larger bodies are refused before parsing. */
export const MAX_BODY_CHARS = 100 * 1024;

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_CHARS) {
    throw new HttpError(413, 'The request body is too large (at most 100 KB).');
  }
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  assertStorableBody(body);
  return body;
}

async function authenticate(backend: Backend, request: Request): Promise<UserRecord> {
  const header = request.headers.get('authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '').trim();
  const claims = token ? await verifyToken(token, backend.secrets.jwt) : null;
  if (!claims) throw new HttpError(401, serverMessages.invalidToken);
  const user = await backend.repos.users.findById(claims._id);
  if (!user) throw new HttpError(404, serverMessages.emailNotRegistered);
  return user;
}

/** An open endpoint's caller: a missing or refused token makes a visitor, not a refusal. */
async function viewerOf(backend: Backend, request: Request): Promise<UserRecord | null> {
  if (!request.headers.has('authorization')) return null;
  try {
    return await authenticate(backend, request);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

function toResponse(error: unknown, request: Request): Response {
  if (error instanceof HttpError) {
    return HttpResponse.json(
      error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
      { status: error.status, headers: error.headers },
    );
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

/** Every endpoint of one backend goes through these: body parsing, auth and error mapping. */
export function endpointWrappers(backend: Backend) {
  const { settings } = backend;

  async function run(
    request: Request,
    params: PathParams,
    work: () => Promise<Response> | Response,
  ): Promise<Response> {
    if (settings.delayMs > 0) await delay(Math.max(0, settings.delayMs - queuedMs(request)));
    try {
      assertStorableParams(params);
      const { session } = settings;
      if (!session) return await work();
      return await session(request.method === 'GET' ? 'read' : 'write', async () => work());
    } catch (error) {
      return toResponse(error, request);
    }
  }

  /** An open endpoint: so no handler repeats try/catch. */
  function open<Params extends PathParams = PathParams>(
    resolver: (context: RequestContext<Params>) => Promise<Response> | Response,
  ): Resolver<Params> {
    return ({ request, params }) =>
      run(request, params, async () =>
        resolver({ request, params, body: await readJson(request), client: backend.clientOf(request) }),
      );
  }

  /** An endpoint that needs the token in the `authorization` header (spec §5 server auth). */
  function authed<Params extends PathParams = PathParams>(
    resolver: (context: AuthedContext<Params>) => Promise<Response> | Response,
  ): Resolver<Params> {
    return ({ request, params }) =>
      run(request, params, async () => {
        const user = await authenticate(backend, request);
        const body = await readJson(request);
        return resolver({ request, params, user, body, client: backend.clientOf(request) });
      });
  }

  /** An open endpoint whose answer says more to a shopper who sends a valid token. */
  function viewed<Params extends PathParams = PathParams>(
    resolver: (context: ViewerContext<Params>) => Promise<Response> | Response,
  ): Resolver<Params> {
    return ({ request, params }) =>
      run(request, params, async () => {
        const viewer = await viewerOf(backend, request);
        const body = await readJson(request);
        return resolver({ request, params, viewer, body, client: backend.clientOf(request) });
      });
  }

  return { open, authed, viewed };
}

export type EndpointWrappers = ReturnType<typeof endpointWrappers>;
