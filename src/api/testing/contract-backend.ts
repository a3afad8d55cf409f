import type { Secrets } from '@/api/accounts/auth';
import type { UserRecord } from '@/api/accounts/repository';

/**
 * The backend the contract suite is talking to: the embedded mock through msw/node (jest/setup.ts)
 * or the Node server over SQL (jest/setup-contract-server.ts). The suites read it when they run,
 * so one suite checks all of them.
 */
export interface ContractBackend {
  name: string;
  apiBase: string;
  /** Several processes of one server: requests go to each in turn (`apiBase` is the first). */
  apiBases?: string[];
  secrets: Secrets;
  /** Every row shoppers own: equal before and after means a refusal changed nothing. */
  snapshot(): Promise<unknown>;
  findUser(email: string): Promise<UserRecord | null>;
  /** The token of the newest forgot-password link sent to `email` (null: none), as the email carries it. */
  resetToken(email: string): Promise<string | null>;
  /** What 'Login as Guest' gets: the one demo account, or a fresh account each time. */
  guests: 'shared' | 'per-visitor';
  /**
   * Who signs the offline test checkout's payments: the page itself (the embedded mock), or the
   * server at POST /api/test-checkout/signature.
   */
  testCheckout: 'in-page' | 'server';
  /** Sets the backend's clock; every test starts on the real one. */
  setClock(now: () => Date): void;
  /**
   * The header the backend takes a request's client address from (the server behind a trusted
   * proxy, `TRUST_PROXY=loopback`), so a suite can speak from many addresses. Unset: every
   * request comes from one client (the embedded mock has one, its page).
   */
  clientAddressHeader?: string;
}

let current: ContractBackend | null = null;

export function setContractBackend(backend: ContractBackend): void {
  current = backend;
}

export function contractBackend(): ContractBackend {
  if (!current) throw new Error('no contract backend: jest/setup.ts or setup-contract-server.ts sets one');
  return current;
}

let turn = 0;

/** Where the next request goes: the one `apiBase`, or each of `apiBases` in turn. */
export function nextApiBase(): string {
  const { apiBase, apiBases = [] } = contractBackend();
  turn += 1;
  return apiBases[turn % apiBases.length] ?? apiBase;
}
