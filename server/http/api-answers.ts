/**
 * /api through the contract's answerer (a node:http ↔ Fetch adapter): the body read within its
 * limit, the client's address set, and the answers the handlers mark `public, max-age` kept.
 */
import {
  BODY_TOO_LARGE,
  MAX_BODY_CHARS,
  PICTURE_TOO_LARGE,
  REQUEST_ID_HEADER,
  type ApiAnswerer,
  type BodyKind,
} from '@/api';
import { MAX_PRODUCT_IMAGE_BYTES } from '@/shared/catalogue';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, gzipSync } from 'node:zlib';
import proxyaddr from 'proxy-addr';
import { accountOf, isJsonType, traced, UNSUPPORTED_BODY_MESSAGE, type TrustProxy } from './edge';
import { GZIP_FROM_BYTES, send, sendJson, type Answered } from './send';
import { isStreamedAnswer, sendStream } from './send-stream';

/** The client's address as the handlers read it (`Backend.clientOf`): set here, never by the client. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * A body is read at most this far: a little over what the handlers accept, which they refuse
 * readably. A picture (the one route whose body is one) is refused here just past its limit.
 */
const MAX_BODY_BYTES: Record<BodyKind, number> = {
  json: MAX_BODY_CHARS * 4 + 1024,
  image: MAX_PRODUCT_IMAGE_BYTES,
};
const TOO_LARGE_MESSAGE: Record<BodyKind, string> = { json: BODY_TOO_LARGE, image: PICTURE_TOO_LARGE };
/** TCP's initial congestion window (10 segments of 1,460 bytes, RFC 6928): one round trip's worth. */
const GZIP_PER_REQUEST_FROM_BYTES = 10 * 1460;
/** The catalogue needs a handful; the bound only stops distinct query strings piling up. */
export const MAX_CACHED_ANSWERS = 256;

export interface CachedAnswer {
  status: number;
  route: string;
  headers: [string, string][];
  body: Buffer;
  gzipped: Buffer | null;
  /** performance.now() until which it is kept: a duration, not the time of day. */
  expires: number;
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

/** The /api answers kept for others, by path and query string. */
export type AnswerCache = Map<string, CachedAnswer>;

/** What answering /api needs besides the request. */
export interface ApiRouting {
  api: ApiAnswerer;
  cache: AnswerCache;
  trustProxy?: TrustProxy | null | undefined;
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
export async function answerApi(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  requestId: string,
  { api, cache, trustProxy }: ApiRouting,
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
  if (isStreamedAnswer(answer)) {
    await sendStream(request, response, answer);
    return { status: answer.status, route };
  }
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
