import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { serverMessages } from '@/shared/messages';
import { verifyToken } from './auth';
import type { Backend } from './backend';
import { HttpError } from './http-error';
import type { UserRecord } from './repositories';

/** Answers are built with HttpResponse.json, so the resolver returns a plain Response. */
type Resolver<Params extends PathParams> = HttpResponseResolver<Params, DefaultBodyType, undefined>;

export interface RequestContext<Params extends PathParams> {
  request: Request;
  params: Params;
  /** Parsed JSON body; `undefined` for requests without one. */
  body: unknown;
}

export interface AuthedContext<Params extends PathParams> extends RequestContext<Params> {
  user: UserRecord;
}

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
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
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

function toResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return HttpResponse.json(
      error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
      { status: error.status },
    );
  }
  // Spec §8: only a truly unexpected failure is a 500, with an `error` field.
  console.error('[mock server] unexpected failure', error);
  return HttpResponse.json(
    { error: error instanceof Error ? error.message : String(error) },
    { status: 500 },
  );
}

/** Every endpoint of one backend goes through these: body parsing, auth and error mapping. */
export function endpointWrappers(backend: Backend) {
  const { settings } = backend;

  async function run(request: Request, work: () => Promise<Response> | Response): Promise<Response> {
    if (settings.delayMs > 0) await delay(settings.delayMs);
    try {
      const { session } = settings;
      if (!session) return await work();
      return await session(request.method === 'GET' ? 'read' : 'write', async () => work());
    } catch (error) {
      return toResponse(error);
    }
  }

  /** An open endpoint: so no handler repeats try/catch. */
  function open<Params extends PathParams = PathParams>(
    resolver: (context: RequestContext<Params>) => Promise<Response> | Response,
  ): Resolver<Params> {
    return ({ request, params }) =>
      run(request, async () => resolver({ request, params, body: await readJson(request) }));
  }

  /** An endpoint that needs the token in the `authorization` header (spec §5 server auth). */
  function authed<Params extends PathParams = PathParams>(
    resolver: (context: AuthedContext<Params>) => Promise<Response> | Response,
  ): Resolver<Params> {
    return ({ request, params }) =>
      run(request, async () => {
        const user = await authenticate(backend, request);
        return resolver({ request, params, user, body: await readJson(request) });
      });
  }

  /** An open endpoint whose answer says more to a shopper who sends a valid token. */
  function viewed<Params extends PathParams = PathParams>(
    resolver: (context: ViewerContext<Params>) => Promise<Response> | Response,
  ): Resolver<Params> {
    return ({ request, params }) =>
      run(request, async () => {
        const viewer = await viewerOf(backend, request);
        return resolver({ request, params, viewer, body: await readJson(request) });
      });
  }

  return { open, authed, viewed };
}

export type EndpointWrappers = ReturnType<typeof endpointWrappers>;
