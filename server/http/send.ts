import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** What the server answered a request, for its log line. */
export interface Answered {
  status: number;
  route: string;
  /** Who a refused login or a 429 concerns (LogEntry). */
  traced?: { client: string; account?: string };
}

export const GZIP_FROM_BYTES = 1024;
const wantsGzip = (request: IncomingMessage) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

export function send(
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
export function sendJson(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
  extraHeaders: [string, string][] = [],
): void {
  const headers: [string, string][] = [['content-type', 'application/json'], ...extraHeaders];
  send(request, response, status, headers, Buffer.from(JSON.stringify(body)));
}
