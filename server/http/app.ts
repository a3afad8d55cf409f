import {
  BODY_TOO_LARGE,
  MAX_BODY_CHARS,
  PICTURE_TOO_LARGE,
  REQUEST_ID_HEADER,
  type ApiAnswerer,
  type BodyKind,
} from '@/api';
import { MAX_PRODUCT_IMAGE_BYTES } from '@/shared/staff';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { constants, gzipSync } from 'node:zlib';
import proxyaddr from 'proxy-addr';
import { serverMessages } from '@/shared/messages';
import {
  accountOf,
  edgeHeaders,
  isJsonType,
  requestOrigin,
  traced,
  UNSUPPORTED_BODY_MESSAGE,
  type TrustProxy,
} from './edge';
import type { PageAnswer } from './shop-pages';
import { resolveStatic, type StaticFile } from './static-files';

export interface LogEntry {
  method: string;
  path: string;
  /** The endpoint's pattern (`/api/user/cart/:productId`), `healthz`, `pages`, `files` or `none`: few values. */
  route: string;
  status: number;
  ms: number;
  /** Also in the answer's X-Request-Id header, and in a 500 answer's body. */
  requestId: string;
  /** A refused login or a 429 only: the client's address (as the limits count it)… */
  client?: string;
  /** …and the account it concerns, when the request names one. */
  account?: string;
}

/** The client's address as the handlers read it (`Backend.clientOf`): set here, never by the client. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

export interface AppOptions {
  /** The /api contract: the same routes and answerer the embedded mock runs (src/api/routes.ts). */
  api: ApiAnswerer;
  /** The production build, when this server also serves the shop. */
  build?: { files: Map<string, StaticFile>; index: StaticFile };
  /** Pages made per request (a product's own head, the sitemap), before the build's files. */
  pages?: (pathname: string, origin: string) => Promise<PageAnswer | null>;
  /** Throws when the database cannot answer. */
  checkHealth: () => Promise<void>;
  log: (entry: LogEntry) => void;
  /** Unset: the client is the socket's peer, whatever X-Forwarded-For says. */
  trustProxy?: TrustProxy | null;
  /** PUBLIC_URL: the origin of absolute addresses in pages, and HSTS when it is https. */
  publicUrl?: string | null;
  /** HOST: the origin of absolute addresses when publicUrl is unset (never the Host header). */
  listeningHost?: string;
  /** Where the kept /api answers are: the server empties it when the catalogue changes. Unset: a map of its own. */
  keptAnswers?: AnswerCache;
}

/**
 * A body is read at most this far: a little over what the handlers accept, which they refuse
 * readably. A picture (the one route whose body is one) is refused here just past its limit.
 */
const MAX_BODY_BYTES: Record<BodyKind, number> = {
  json: MAX_BODY_CHARS * 4 + 1024,
  image: MAX_PRODUCT_IMAGE_BYTES,
};
const TOO_LARGE_MESSAGE: Record<BodyKind, string> = { json: BODY_TOO_LARGE, image: PICTURE_TOO_LARGE };
const GZIP_FROM_BYTES = 1024;
/** TCP's initial congestion window (10 segments of 1,460 bytes, RFC 6928): one round trip's worth. */
const GZIP_PER_REQUEST_FROM_BYTES = 10 * 1460;
/** The catalogue needs a handful; the bound only stops distinct query strings piling up. */
export const MAX_CACHED_ANSWERS = 256;

interface CachedAnswer {
  status: number;
  route: string;
  headers: [string, string][];
  body: Buffer;
  gzipped: Buffer | null;
  /** performance.now() until which it is kept: a duration, not the time of day. */
  expires: number;
}

interface Answered {
  status: number;
  route: string;
  /** Who a refused login or a 429 concerns (LogEntry). */
  traced?: { client: string; account?: string };
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Who is asking: set on the Fetch request for the handlers, replacing whatever the client sent. */
interface Asker {
  requestId: string;
  client: string;
}

function toFetchRequest(request: IncomingMessage, url: URL, body: Buffer | undefined, asker: Asker): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set(REQUEST_ID_HEADER, asker.requestId);
  headers.set(CLIENT_ADDRESS_HEADER, asker.client);
  return new Request(url, {
    method: request.method ?? 'GET',
    headers,
    ...(body?.length ? { body: new Uint8Array(body) } : {}),
  });
}

/** max-age of an answer a shared cache may keep (`public`), else 0. */
function sharedMaxAge(headers: Headers): number {
  const control = headers.get('cache-control') ?? '';
  if (!/\bpublic\b/.test(control)) return 0;
  return Number(/\bmax-age=(\d+)/.exec(control)?.[1] ?? 0);
}

const wantsGzip = (request: IncomingMessage) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Iterable<[string, string]> | Record<string, string>,
  body: Buffer,
  gzipped: Buffer | null = body.length >= GZIP_FROM_BYTES ? gzipSync(body) : null,
): void {
  const entries = Symbol.iterator in headers ? [...headers] : Object.entries(headers);
  const useGzip = gzipped !== null && wantsGzip(request);
  const payload = useGzip ? gzipped : body;
  for (const [name, value] of entries) {
    if (name !== 'content-length' && name !== 'content-encoding') response.setHeader(name, value);
  }
  if (useGzip) response.setHeader('content-encoding', 'gzip');
  if (gzipped !== null) response.setHeader('vary', 'accept-encoding');
  response.setHeader('content-length', payload.length);
  response.writeHead(status);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/** A JSON answer the server makes itself (before the contract's answerer, or instead of it). */
function sendJson(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
  extraHeaders: [string, string][] = [],
): void {
  const headers: [string, string][] = [['content-type', 'application/json'], ...extraHeaders];
  send(request, response, status, headers, Buffer.from(JSON.stringify(body)));
}

/** The /api answers kept for others, by path and query string. */
export type AnswerCache = Map<string, CachedAnswer>;

/** What answering a request needs besides the request: the app's options and what it keeps between requests. */
interface Routing extends Pick<AppOptions, 'api' | 'build' | 'pages' | 'checkHealth' | 'trustProxy'> {
  cache: AnswerCache;
  originOf: (request: IncomingMessage) => string;
}

/** The client's address as the limits count it: X-Forwarded-For only as far as TRUST_PROXY believes it. */
const clientOf = (request: IncomingMessage, trustProxy: TrustProxy | null | undefined): string =>
  (trustProxy ? proxyaddr(request, trustProxy) : request.socket.remoteAddress) ?? 'unknown';

/** Sends the kept answer to a GET, when one is kept and still fresh; null when the handlers must answer. */
function sendKept(
  request: IncomingMessage,
  response: ServerResponse,
  cache: AnswerCache,
  key: string,
): Answered | null {
  const cached = request.method === 'GET' ? cache.get(key) : undefined;
  if (!cached || cached.expires <= performance.now()) return null;
  send(request, response, cached.status, cached.headers, cached.body, cached.gzipped);
  return { status: cached.status, route: cached.route };
}

/**
 * The request's body for the handlers, or the refusal already sent when it is too large or not of
 * the kind its route reads (`body` on the route: JSON, or for one route a picture, which the
 * route itself checks).
 */
async function readApiBody(
  request: IncomingMessage,
  response: ServerResponse,
  kind: BodyKind,
): Promise<{ body: Buffer | undefined } | { refused: Answered }> {
  let body: Buffer | undefined;
  try {
    body = await readBody(request, MAX_BODY_BYTES[kind]);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    // The rest of the body is read and dropped, and the connection closed after the answer, so the
    // client is not cut off mid-send and reuses no socket with half a request left on it.
    request.resume();
    sendJson(request, response, 413, { message: TOO_LARGE_MESSAGE[kind] }, [['connection', 'close']]);
    return { refused: { status: 413, route: 'none' } };
  }
  // A body is read as JSON only when it says it is one: a form or text/plain, which a page of
  // another origin may send without asking first, is refused before any handler sees it.
  if (kind === 'json' && body?.length && !isJsonType(request.headers['content-type'])) {
    sendJson(request, response, 415, { message: UNSUPPORTED_BODY_MESSAGE });
    return { refused: { status: 415, route: 'none' } };
  }
  return { body };
}

/**
 * An answer kept for others is compressed once, as well as zlib can. One made for this request
 * alone (a cart) costs every request the CPU: it is compressed only when it is larger than what
 * arrives in the first round trip anyway, and then as fast as zlib can.
 */
function gzipApiAnswer(payload: Buffer, kept: boolean): Buffer | null {
  if (payload.length < (kept ? GZIP_FROM_BYTES : GZIP_PER_REQUEST_FROM_BYTES)) return null;
  return gzipSync(payload, { level: kept ? constants.Z_BEST_COMPRESSION : constants.Z_BEST_SPEED });
}

function keepAnswer(cache: AnswerCache, key: string, answer: CachedAnswer): void {
  // Any query string makes a new key: the oldest answer makes room, so no client can fill memory.
  const oldest = cache.size >= MAX_CACHED_ANSWERS ? cache.keys().next() : null;
  if (oldest && !oldest.done) cache.delete(oldest.value);
  cache.set(key, answer);
}

/** /api through the contract's answerer, from the kept answers when a handler allowed keeping them. */
async function answerApi(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  requestId: string,
  { api, cache, trustProxy }: Routing,
): Promise<Answered> {
  // Nothing under /api may be kept by a browser or a proxy (a token, a shopper's data, a
  // refusal) unless its handler says so: the catalogue's and the pincodes' answers do.
  response.setHeader('cache-control', 'no-store');
  const key = `${url.pathname}${url.search}`;
  const kept = sendKept(request, response, cache, key);
  if (kept) return kept;
  const read = await readApiBody(request, response, api.bodyKindOf(request.method ?? 'GET', url.pathname));
  if ('refused' in read) return read.refused;
  const { body } = read;
  const client = clientOf(request, trustProxy);
  const { response: answer, route } = await api(toFetchRequest(request, url, body, { requestId, client }));
  const payload = Buffer.from(await answer.arrayBuffer());
  const headers = [...answer.headers.entries()];
  const maxAge = request.method === 'GET' && answer.status === 200 ? sharedMaxAge(answer.headers) : 0;
  const gzipped = gzipApiAnswer(payload, maxAge > 0);
  if (maxAge > 0) {
    const expires = performance.now() + maxAge * 1000;
    keepAnswer(cache, key, { status: answer.status, route, headers, body: payload, gzipped, expires });
  }
  send(request, response, answer.status, headers, payload, gzipped);
  if (!traced(route, answer.status)) return { status: answer.status, route };
  const account = accountOf(body, request.headers.authorization);
  return { status: answer.status, route, traced: { client, ...(account ? { account } : {}) } };
}

async function answerHealth(
  request: IncomingMessage,
  response: ServerResponse,
  checkHealth: AppOptions['checkHealth'],
): Promise<Answered> {
  try {
    await checkHealth();
    sendJson(request, response, 200, { status: 'ok' }, [['cache-control', 'no-store']]);
    return { status: 200, route: 'healthz' };
  } catch {
    const down = { status: 'unavailable', message: 'The database does not answer.' };
    sendJson(request, response, 503, down, [['cache-control', 'no-store']]);
    return { status: 503, route: 'healthz' };
  }
}

/** The shop: a page made for this request, else a file of the build, else 404. */
async function answerShop(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  { build, pages, originOf }: Routing,
): Promise<Answered> {
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const page = pages && reading ? await pages(url.pathname, originOf(request)) : null;
  if (page) {
    send(request, response, 200, page.headers, page.body, page.gzipped);
    return { status: 200, route: 'pages' };
  }
  const file = build && reading ? resolveStatic(build, url.pathname) : null;
  if (!file) {
    sendJson(request, response, 404, { message: `Nothing is at ${url.pathname}.` });
    return { status: 404, route: 'none' };
  }
  send(request, response, 200, file.headers, file.body, file.gzipped);
  return { status: 200, route: 'files' };
}

/** The request's URL, or null when its path cannot be decoded. */
function parseUrl(request: IncomingMessage): URL | null {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
  routing: Routing,
): Promise<Answered> {
  const url = parseUrl(request);
  if (!url) {
    sendJson(request, response, 400, { message: serverMessages.malformedUrl });
    return { status: 400, route: 'none' };
  }
  if (url.pathname === '/healthz') return answerHealth(request, response, routing.checkHealth);
  if (url.pathname === '/api' || url.pathname.startsWith('/api/'))
    return answerApi(request, response, url, requestId, routing);
  return answerShop(request, response, url, routing);
}

/** A request no handler could answer: logged with its id, and a 500 that names the id when there is still time to send one. */
function failed(
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
  error: unknown,
): Answered {
  console.error(JSON.stringify({ level: 'error', msg: 'request failed', requestId, error: String(error) }));
  if (!response.headersSent) {
    sendJson(request, response, 500, { error: serverMessages.somethingWentWrong, requestId });
  } else response.destroy();
  return { status: 500, route: 'none' };
}

/**
 * The server's one request listener: /healthz, /api through the contract's answerer (a thin
 * node:http ↔ Fetch adapter, no second copy of any endpoint), then the shop's files.
 * Answers the handlers mark `public, max-age` (the catalogue) are kept, serialised and gzipped,
 * for that long, as a CDN in front would keep them.
 */
export function createApp(options: AppOptions): RequestListener {
  const { publicUrl, listeningHost, trustProxy, log } = options;
  const everyAnswer = edgeHeaders(publicUrl);
  const routing: Routing = {
    ...options,
    cache: options.keptAnswers ?? new Map<string, CachedAnswer>(),
    originOf: requestOrigin({ publicUrl, listeningHost, trustProxy }),
  };

  return (request, response) => {
    const started = performance.now();
    const requestId = randomUUID();
    response.setHeader('x-request-id', requestId);
    for (const [name, value] of everyAnswer) response.setHeader(name, value);
    void route(request, response, requestId, routing)
      .catch((error: unknown) => failed(request, response, requestId, error))
      .then(({ status, route: pattern, traced: who }) =>
        log({
          method: request.method ?? '',
          path: (request.url ?? '').split('?')[0] ?? '',
          route: pattern,
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          requestId,
          ...who,
        }),
      );
  };
}
