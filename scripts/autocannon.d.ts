// The part of autocannon 8's programmatic API that scripts/bench-server.mjs uses (it ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Client {
    setRequests(requests: Request[]): void;
    setHeaders(headers: Record<string, string>): void;
    /** Each answer, as it arrives. */
    on(event: 'response', listener: (statusCode: number, bytes: number, responseTime: number) => void): void;
  }
  export interface Options {
    url: string;
    connections?: number;
    amount?: number;
    /** Requests each connection makes before it stops. */
    maxConnectionRequests?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    setupClient?: (client: Client) => void;
  }
  export interface Result {
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** How many answers had each status code. */
    statusCodeStats: Record<string, { count: number }>;
    /** Seconds. */
    duration: number;
    /** Milliseconds. */
    latency: { p50: number; p99: number };
  }
  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
