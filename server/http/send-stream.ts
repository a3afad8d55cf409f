import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createGzip } from 'node:zlib';

/**
 * A download (`content-disposition: attachment`: the CSV exports) is sent as the handler streams
 * it, never read whole, so an export of any length takes the memory of one batch
 * (docs/server.md, How a request runs).
 */
export const isStreamedAnswer = (answer: Response): boolean =>
  answer.body !== null && (answer.headers.get('content-disposition') ?? '').startsWith('attachment');

/** Sends the stream as it comes, gzipped (at zlib's fastest) when the client takes gzip. */
export async function sendStream(request: IncomingMessage, response: ServerResponse, answer: Response) {
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  for (const [name, value] of answer.headers) {
    if (name !== 'content-length' && name !== 'content-encoding') response.setHeader(name, value);
  }
  if (gzip) response.setHeader('content-encoding', 'gzip');
  response.setHeader('vary', 'accept-encoding');
  response.writeHead(answer.status);
  if (!answer.body || request.method === 'HEAD') {
    await answer.body?.cancel();
    response.end();
    return;
  }
  const body = Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>);
  if (gzip) await pipeline(body, createGzip({ level: constants.Z_BEST_SPEED }), response);
  else await pipeline(body, response);
}
