import { GUEST_CREDENTIALS } from '@/shared/constants';
import type { ApiError } from '@/shared/types';
import { apiClient, type ApiAnswer } from '@/testing/api-client';
import { contractBackend, nextApiBase } from './contract-backend';

/** The backend under test as a client sees it: each request to the next of its /api bases. */
export const { send, call } = apiClient(nextApiBase);

export type Answer<Body> = ApiAnswer<Body>;

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
