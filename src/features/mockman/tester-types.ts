/** Every method the /api contract uses (its tests check that none is missing). */
export const REQUEST_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type RequestMethod = (typeof REQUEST_METHODS)[number];

export interface HeaderRow {
  id: string;
  key: string;
  value: string;
  enabled: boolean;
}

/** What the form holds: the part of the state that is remembered for the tab. */
export interface RequestDraft {
  reqType: RequestMethod;
  endpoint: string;
  body: string;
  headers: HeaderRow[];
}

export interface TesterResponse {
  status: number;
  statusText: string;
  data: unknown;
  headers: Record<string, string>;
  /** From just before the request left to the last byte of the body read. */
  durationMs: number;
  /** The body as received (after any content decoding), in bytes. */
  sizeBytes: number;
}

export function isRequestMethod(value: unknown): value is RequestMethod {
  return REQUEST_METHODS.some((method) => method === value);
}

export const AUTHORIZATION_HEADER = 'authorization';

/** The row that carries a token, whatever case it was typed in. */
export const isAuthorization = (row: HeaderRow) => row.key.trim().toLowerCase() === AUTHORIZATION_HEADER;
