import { server } from '@/mocks/node';

/** One request the shop sent, as the mock server received it. */
export interface SentRequest {
  method: string;
  /** The URL's path, without the query. */
  path: string;
  /** The URL's query, read (a cursor list's `after`, say). */
  query: URLSearchParams;
  /** `${method} ${path}`, e.g. 'POST /api/user/orders': what a test lists and compares. */
  what: string;
  /** The parsed JSON body; the text if it is not JSON; undefined if there is none. */
  body: unknown;
  /** The Authorization header as sent: whose session the request spoke for. */
  authorization: string | null;
}

const running = new Set<() => void>();

/**
 * Records every request the shop sends to the mock server from now until `stop()` or the end of
 * the test (jest/setup.ts stops what is still running), with its body.
 */
export function recordRequests() {
  const sent: Promise<SentRequest>[] = [];
  const listener = ({ request }: { request: Request }) => {
    sent.push(describeRequest(request));
  };
  server.events.on('request:start', listener);
  const stop = () => {
    server.events.removeListener('request:start', listener);
    running.delete(stop);
  };
  running.add(stop);
  return {
    /** Every request recorded, in the order sent. */
    all: () => Promise.all(sent),
    /** The requests recorded that were `what` (method and path, e.g. 'POST /api/auth/login'). */
    to: async (what: string) => (await Promise.all(sent)).filter((request) => request.what === what),
    stop,
  };
}

/** Stops every recorder still running. */
export function stopRecordingRequests(): void {
  for (const stop of [...running]) stop();
}

async function describeRequest(request: Request): Promise<SentRequest> {
  const { method } = request;
  const { pathname: path, searchParams: query } = new URL(request.url);
  // A copy, taken before the handler consumes the original's body.
  const text = await request.clone().text();
  return {
    method,
    path,
    query,
    what: `${method} ${path}`,
    body: text ? parsedOrText(text) : undefined,
    authorization: request.headers.get('authorization'),
  };
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
