import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGzip } from 'node:zlib';
import { send } from './send';
import type { PageAnswer, StreamedPage } from './shop-pages';

const wantsGzip = (request: IncomingMessage) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** A kept page, or 304 when the browser already has these bytes (its If-None-Match is their ETag). */
function sendKept(request: IncomingMessage, response: ServerResponse, page: PageAnswer): number {
  const etag = page.headers.etag;
  if (etag !== undefined && request.headers['if-none-match'] === etag) {
    response.writeHead(304, { etag, 'cache-control': page.headers['cache-control'] ?? 'no-cache' });
    response.end();
    return 304;
  }
  send(request, response, page.status, page.headers, page.body, page.gzipped);
  return page.status;
}

/**
 * A page being rendered: the status and head go out at once (gzip flushed after them), so the
 * browser fetches the stylesheet, the script and the preloaded picture while the body renders.
 */
async function sendStreamed(request: IncomingMessage, response: ServerResponse, page: StreamedPage) {
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  response.setHeader('vary', 'accept-encoding');
  if (request.method === 'HEAD') {
    response.writeHead(page.status);
    response.end();
    return page.status;
  }
  const gzip = wantsGzip(request) ? createGzip() : null;
  if (gzip) {
    response.setHeader('content-encoding', 'gzip');
    gzip.pipe(response);
  }
  response.writeHead(page.status);
  const out = gzip ?? response;
  out.write(page.head);
  gzip?.flush();
  try {
    out.end(await page.rest);
  } catch (error) {
    // The head is out: nothing readable can follow, so the connection says it broke off.
    response.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return page.status;
}

/** Sends what the shop's pages answered; resolves with the status sent. */
export async function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: PageAnswer | StreamedPage,
): Promise<number> {
  return 'body' in page ? sendKept(request, response, page) : sendStreamed(request, response, page);
}
