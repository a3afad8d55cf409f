import { backendReady } from '@/app/backend';
import { config } from '@/app/config';
import type { HeaderRow, RequestMethod, TesterResponse } from './tester-types';

export interface PreparedRequest {
  method: RequestMethod;
  endpoint: string;
  headers: HeaderRow[];
  /** The parsed body; sent as JSON for POST and DELETE only. */
  body: unknown;
}

/**
 * A path is resolved against the shop's API origin: the page's own when the embedded mock answers,
 * the configured server's otherwise. A full URL is taken as typed.
 */
export function resolveEndpoint(endpoint: string): string {
  return new URL(endpoint.trim(), config.apiOrigin || globalThis.location.origin).href;
}

/** The checked rows with a name; `new Headers` rejects a malformed name, which the caller reports. */
export function headersToSend(rows: HeaderRow[]): Headers {
  const headers = new Headers();
  for (const row of rows) {
    if (row.enabled && row.key.trim() !== '') headers.set(row.key.trim(), row.value);
  }
  return headers;
}

async function readData(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A raw request: nothing is added that the developer did not ask for (no token, no base API), so
 * what the page shows is what the server said. Rejects only when no answer came back.
 */
export async function sendRawRequest(
  request: PreparedRequest,
  signal?: AbortSignal,
): Promise<TesterResponse> {
  const headers = headersToSend(request.headers);
  const init: RequestInit = { method: request.method, headers, signal };
  if (request.method !== 'GET') {
    init.body = JSON.stringify(request.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  // A request sent before the mock's worker controls the page would reach the network instead.
  await backendReady();
  const response = await fetch(resolveEndpoint(request.endpoint), init);
  return {
    status: response.status,
    statusText: response.statusText,
    data: await readData(response),
    headers: Object.fromEntries(response.headers.entries()),
  };
}
