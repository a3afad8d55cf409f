import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * What an operator watches, in Prometheus's text format (prom-client). Every process records into
 * prom-client's global registry; with several workers the primary asks each for its own and adds
 * them up (AggregatorRegistry), so one scrape sees the whole server.
 */

/** The process's own: event-loop lag, heap, CPU, handles (prom-client's defaults). Once per process. */
let defaultsCollected = false;
export function recordProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics();
  // Made in a worker, it answers the primary's requests for this worker's figures.
  if (cluster.isWorker) new AggregatorRegistry();
}

const requests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by route pattern (the /api endpoint, or healthz, files) and status.',
  labelNames: ['method', 'route', 'status'] as const,
});

const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being handed to the socket.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

const refusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by limit.',
  labelNames: ['kind'] as const,
});

export function countRequest(method: string, route: string, status: number, seconds: number): void {
  requests.inc({ method, route, status: String(status) });
  duration.observe({ method, route }, seconds);
}

/** For the rate limiter: one call per request it refuses, `kind` naming the limit (e.g. `login`). */
export function countRateLimitRefusal(kind: string): void {
  refusals.inc({ kind });
}

export interface PoolStats {
  /** Connections checked out by a query or transaction now. */
  inUse: number;
  /** Queries waiting for a connection now. */
  waiting: number;
  /** Connections open, busy or idle. */
  open: number;
}

/** Reads the database pool at each scrape. Called once per process, with its pool. */
export function watchPool(stats: () => PoolStats): void {
  const gauge = (name: string, help: string, read: (now: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      collect() {
        this.set(read(stats()));
      },
    });
  gauge('db_pool_connections_in_use', 'PostgreSQL connections busy with a query now.', (now) => now.inUse);
  gauge('db_pool_waiting', 'Queries waiting for a free PostgreSQL connection now.', (now) => now.waiting);
  gauge('db_pool_connections_open', 'PostgreSQL connections open, busy or idle.', (now) => now.open);
}

/** This process's registry as text, or, in a cluster's primary, every worker's added up. */
function scrape(aggregate: boolean): () => Promise<{ contentType: string; body: string }> {
  if (aggregate) {
    const aggregator = new AggregatorRegistry();
    return async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() });
  }
  return async () => ({ contentType: register.contentType, body: await register.metrics() });
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), on `host`: the public port never answers it,
 * so what the server's insides look like stays with whoever can reach that port. `aggregate` in a
 * cluster's primary, which serves no requests itself.
 */
export async function serveMetrics(
  port: number,
  host: string,
  { aggregate }: { aggregate: boolean },
): Promise<{ url: string; server: Server }> {
  const read = scrape(aggregate);
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is here.\n');
      return;
    }
    read().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`Metrics unavailable: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return { url: `http://${host}:${bound}/metrics`, server };
}
