import { register } from 'prom-client';
import { api, builtServerEachTest } from './testing/built-server';
import { countRateLimitRefusal, countRequest, serveMetrics } from './metrics';

const server = builtServerEachTest('metrics');

/** The URL the server logged for its metrics. */
function metricsUrl(stdout: string): string {
  const line = stdout
    .split('\n')
    .map((text) => (text.startsWith('{') ? (JSON.parse(text) as { msg?: string; url?: string }) : {}))
    .find((entry) => entry.msg === 'metrics');
  if (!line?.url) throw new Error(`no metrics line in:\n${stdout}`);
  return line.url;
}

/** The value of one series in Prometheus text, e.g. `http_requests_total{method="GET",…}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics module', () => {
  afterEach(() => register.resetMetrics());

  it('counts requests by route and status, times them, and counts rate-limit refusals by kind', async () => {
    countRequest('GET', '/api/user/cart', 200, 0.004);
    countRequest('GET', '/api/user/cart', 200, 0.2);
    countRateLimitRefusal('login');
    const served = await serveMetrics(0, '127.0.0.1', { aggregate: false });
    try {
      const answer = await fetch(served.url);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(valueOf(text, 'http_requests_total{method="GET",route="/api/user/cart",status="200"}')).toBe(2);
      expect(
        valueOf(text, 'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/user/cart"}'),
      ).toBe(1);
      expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/user/cart"}')).toBe(
        2,
      );
      expect(valueOf(text, 'rate_limit_refusals_total{kind="login"}')).toBe(1);
      expect((await fetch(served.url.replace('/metrics', '/'))).status).toBe(404);
    } finally {
      await new Promise((resolve) => served.server.close(resolve));
    }
  });
});

describe('the built server with METRICS_PORT', () => {
  it('serves /metrics on that port only: requests by route, latency, event-loop lag', async () => {
    const running = await server.start({ METRICS_PORT: '0' });
    const metrics = metricsUrl(running.stdout());
    expect(new URL(metrics).port).not.toBe(new URL(running.url).port);

    expect((await api(running.url, '/products')).status).toBe(200);
    expect((await api(running.url, '/user/cart')).status).toBe(401);
    // The public port treats /metrics as any page address: the shop's page, never the figures.
    expect(await (await fetch(`${running.url}/metrics`)).text()).not.toContain('http_requests_total');

    const text = await (await fetch(metrics)).text();
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/products",status="200"}')).toBe(1);
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/user/cart",status="401"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/products"}')).toBe(1);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('# TYPE rate_limit_refusals_total counter');
  }, 60_000);

  it('serves no metrics unless METRICS_PORT is set', async () => {
    const running = await server.start();
    expect(running.stdout()).not.toContain('"msg":"metrics"');
    expect(await (await fetch(`${running.url}/metrics`)).text()).not.toContain('http_requests_total');
  }, 60_000);
});
