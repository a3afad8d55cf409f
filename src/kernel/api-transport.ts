import { config } from './config';

/** Answers one /api request: the server's own contract answerer, called without a socket. */
export type InProcessAnswerer = (request: Request) => Promise<Response>;

const IN_PROCESS_ORIGIN = 'http://in-process.invalid';
let inProcess: InProcessAnswerer | null = null;

/**
 * On the Node server the shop's pages are rendered from the same store and endpoints as in the
 * browser; their /api requests go straight to the server's answerer (no loopback socket, no
 * relative URL, which fetch in Node rejects). One answerer per process: every page asks the same.
 */
export function answerApiInProcess(answer: InProcessAnswerer): void {
  inProcess = answer;
}

/** Absolute, because fetch in Node (Jest, the server's rendering) rejects relative URLs. */
export function apiBaseUrl(): string {
  if (inProcess) return `${IN_PROCESS_ORIGIN}/api`;
  return `${config.apiOrigin || globalThis.location.origin}/api`;
}

/** fetch for the base API: the network in a browser, the answerer when rendering on the server. */
export const apiFetch: typeof fetch = (input, init) =>
  inProcess ? inProcess(new Request(input, init)) : fetch(input, init);
