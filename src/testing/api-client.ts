import type { ApiError } from '@/shared/types';

/** Where a Jest test (jsdom at http://localhost) reaches the embedded mock's /api, through msw/node. */
export const TEST_API_BASE = 'http://localhost/api';

/** An answer as a test reads it: the status and the parsed JSON body. */
export interface ApiAnswer<Body> {
  status: number;
  body: Body;
}

export interface ApiCallOptions {
  /** Sent as the `authorization` header. */
  token?: string;
  /** Serialised as JSON, with its content type. */
  json?: unknown;
  /** Sent as it is, for malformed bodies, labelled JSON (the server refuses an unlabelled body, 415). */
  raw?: string;
  /** More request headers (the client's address, where the backend reads one from a header). */
  headers?: Record<string, string>;
}

/**
 * A test's client of the shop's /api: plain fetch, no React, no store. `base` answers the /api root
 * for each request (a suite that runs against several backends hands in its own).
 */
export function apiClient(base: () => string = () => TEST_API_BASE) {
  /** The request as sent, and the whole response (for its headers). */
  const send = (
    method: string,
    path: string,
    { token, json, raw, headers: extra = {} }: ApiCallOptions = {},
  ) => {
    const headers: Record<string, string> = { ...extra };
    if (token !== undefined) headers.authorization = token;
    let body: string | undefined = raw;
    if (raw !== undefined) headers['content-type'] = 'application/json';
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    return fetch(`${base()}${path}`, { method, headers, body });
  };

  const call = async <Body = ApiError>(
    method: string,
    path: string,
    options: ApiCallOptions = {},
  ): Promise<ApiAnswer<Body>> => {
    const response = await send(method, path, options);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
  };

  return { send, call };
}

/** The embedded mock's /api, for the shop's own tests. */
export const api = apiClient();
