import { LANGUAGE_TAGS } from '@/shared/i18n/locales';
import { backendReady } from '@/kernel/backend';
import { config } from '@/kernel/config';
import type { HeaderRow, RequestMethod, TesterResponse } from './tester-types';

export interface PreparedRequest {
  method: RequestMethod;
  endpoint: string;
  headers: HeaderRow[];
  /** The parsed body; sent as JSON by every method but GET. */
  body: unknown;
}

/**
 * A path is resolved against the shop's API origin: the page's own when the embedded mock answers,
 * the configured server's otherwise. A full URL is taken as typed.
 */
function resolveEndpoint(endpoint: string): string {
  return new URL(endpoint.trim(), config.apiOrigin || globalThis.location.origin).href;
}

/** The checked rows with a name; `new Headers` rejects a malformed name, which the caller reports. */
function headersToSend(rows: HeaderRow[]): Headers {
  const headers = new Headers();
  for (const row of rows) {
    if (row.enabled && row.key.trim() !== '') headers.set(row.key.trim(), row.value);
  }
  return headers;
}

export interface OutgoingRequest {
  url: string;
  method: RequestMethod;
  headers: Headers;
  /** The JSON text sent, or undefined for GET. */
  body: string | undefined;
}

/**
 * Exactly what goes on the wire for a request: what Submit sends and what "Copy as cURL" copies.
 * Nothing is added that the developer did not ask for (no token, no base API) but a JSON
 * content type for a body, unless a header row already says otherwise.
 */
export function outgoingRequest(request: PreparedRequest): OutgoingRequest {
  const headers = headersToSend(request.headers);
  const body = request.method === 'GET' ? undefined : JSON.stringify(request.body);
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return { url: resolveEndpoint(request.endpoint), method: request.method, headers, body };
}

function parseData(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A raw request, so what the page shows is what the server said. Rejects only when no answer came
 * back (or `signal` aborted it).
 */
export async function sendRawRequest(
  request: PreparedRequest,
  signal?: AbortSignal,
): Promise<TesterResponse> {
  const { url, method, headers, body } = outgoingRequest(request);
  // The tester stays English whatever the browser's languages (docs/i18n.md); a header the
  // developer sets (`Accept-Language: hi`) shows the Hindi refusals.
  if (!headers.has('accept-language')) headers.set('accept-language', LANGUAGE_TAGS.en);
  // A request sent before the mock's worker controls the page would reach the network instead.
  await backendReady();
  const started = performance.now();
  const response = await fetch(url, { method, headers, body, signal });
  const bytes = await response.arrayBuffer();
  const durationMs = performance.now() - started;
  return {
    status: response.status,
    statusText: response.statusText,
    data: parseData(new TextDecoder().decode(bytes)),
    headers: Object.fromEntries(response.headers.entries()),
    durationMs,
    sizeBytes: bytes.byteLength,
  };
}
