import { GUEST_CREDENTIALS } from '@/shared/constants';
import type { ApiError } from '@/shared/types';
import { contractBackend, nextApiBase } from './contract-backend';

/** A backend as a client sees it: plain fetch, no React (msw/node for the mock, HTTP for the server). */

export interface Answer<Body> {
  status: number;
  body: Body;
}

interface CallOptions {
  token?: string;
  /** Serialised as JSON. */
  json?: unknown;
  /** Sent as is, for malformed bodies (as JSON, which the server's edge requires of a body). */
  raw?: string;
  /** More request headers (the client's address, where the backend takes one from a header). */
  headers?: Record<string, string>;
}

/** The request as sent, and the whole response (for its headers). */
export async function send(
  method: string,
  path: string,
  { token, json, raw, headers: extra = {} }: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extra };
  if (token !== undefined) headers.authorization = token;
  let body: string | undefined = raw;
  if (raw !== undefined) headers['content-type'] = 'application/json';
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  return fetch(`${nextApiBase()}${path}`, { method, headers, body });
}

export async function call<Body = ApiError>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<Body>> {
  const response = await send(method, path, options);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

export async function login(email: string, password: string): Promise<string> {
  const { status, body } = await call<{ encodedToken: string }>('POST', '/auth/login', {
    json: { email, password },
  });
  if (status !== 200) throw new Error(`login of ${email} answered ${status}`);
  return body.encodedToken;
}

export const loginGuest = () => login(GUEST_CREDENTIALS.email, GUEST_CREDENTIALS.password);
export const loginPriya = () => login('priya.sharma@sneakerhub.in', 'priya-runs-fast');

/** A refusal: the status, and a readable message (exactly `message` when given). */
export function expectRefusal(answer: Answer<unknown>, status: number, message?: string): void {
  expect(answer.status).toBe(status);
  const body = answer.body as Partial<ApiError> | undefined;
  expect(typeof body?.message).toBe('string');
  expect(body?.message?.length).toBeGreaterThan(0);
  if (message !== undefined) expect(body?.message).toBe(message);
}

/** Runs `work` and checks that nothing a shopper owns changed in the db meanwhile. */
export async function expectDbUnchanged(work: () => Promise<void>): Promise<void> {
  const backend = contractBackend();
  const before = JSON.stringify(await backend.snapshot());
  await work();
  expect(JSON.stringify(await backend.snapshot())).toBe(before);
}
