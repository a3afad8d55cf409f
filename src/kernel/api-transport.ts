import { config } from './config';

/** Answers one /api request: the server's own contract answerer, called without a socket. */
export type InProcessAnswerer = (request: Request) => Promise<Response>;

/** Where a store's /api requests go and how they travel. */
export interface ApiTransport {
  /** Absolute, because fetch in Node (Jest, the server's rendering) rejects relative URLs. */
  baseUrl(): string;
  fetch: typeof fetch;
}

/** The browser's (and Jest's): the network, at the configured API's origin or the page's own. */
export const networkTransport: ApiTransport = {
  baseUrl: () => `${config.apiOrigin || globalThis.location.origin}/api`,
  // Looked up at each request: the mock's test server patches the global fetch after this loads.
  fetch: (input, init) => fetch(input, init),
};

/** The page's own /api address (the base URL of the network transport). */
export const apiBaseUrl = () => networkTransport.baseUrl();

/**
 * On the Node server a page is rendered from the same store and endpoints as in the browser; its
 * requests go straight to that server's answerer (no loopback socket, no relative URL). Given per
 * store, so two servers in one process (tests) each ask their own.
 */
export function inProcessTransport(answer: InProcessAnswerer): ApiTransport {
  return {
    baseUrl: () => 'http://in-process.invalid/api',
    fetch: (input, init) => answer(new Request(input, init)),
  };
}

/** What a store's thunks are given besides dispatch and getState (configureStore's extraArgument). */
export interface StoreExtra {
  transport: ApiTransport;
}

/** The transport a request's store was made with; the network's when none was given. */
export const transportOf = (extra: unknown): ApiTransport =>
  (extra as Partial<StoreExtra> | undefined)?.transport ?? networkTransport;
