import type { ApiAnswerer } from '@/api';
import { serverMessages } from '@/shared/messages';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { answerApi, type AnswerCache, type ApiRouting, type CachedAnswer } from './api-answers';
import { edgeHeaders, requestOrigin, type TrustProxy } from './edge';
import { send, sendJson, type Answered } from './send';
import type { ShopPages } from './shop-pages';
import { sendPage } from './send-page';
import { isCrawler } from './rendered-page';
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

export interface AppOptions {
  /** The /api contract: the same routes and answerer the embedded mock runs (src/api/routes.ts). */
  api: ApiAnswerer;
  /** The production build, when this server also serves the shop. */
  build?: { files: Map<string, StaticFile>; index: StaticFile };
  /** Pages made per request (rendered with their content, a product's own head, the sitemap), before the build's files. */
  pages?: ShopPages;
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

/** What answering a request needs besides the request: the app's options and what it keeps between requests. */
interface Routing extends ApiRouting, Pick<AppOptions, 'build' | 'pages' | 'checkHealth'> {
  originOf: (request: IncomingMessage) => string;
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
  const crawler = isCrawler(request.headers['user-agent']);
  const page =
    pages && reading
      ? await pages.answer(url, originOf(request), { crawler, cookies: request.headers.cookie })
      : null;
  if (page) return { status: await sendPage(request, response, page), route: 'pages' };
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
