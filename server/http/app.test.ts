import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, request, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createApiAnswerer, route, type Backend } from '@/api';
import { RAZORPAY_TEST_KEY_ID } from '@/shared/constants';
import { shopPage } from '../server';
import { listenOnLoopback } from '../testing/loopback';
import { MAX_CACHED_ANSWERS } from './api-answers';
import { createApp, type LogEntry } from './app';
import { loadBuild } from './static-files';
import { LATE_SCRIPTS } from './late-scripts';

const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const inlineScript = "document.title='Shop'";
let dist: string;
let server: Server;
let base: string;
let healthy: boolean;
const logged: LogEntry[] = [];
let productsAnswered = 0;
let cartsAnswered = 0;

/** The app is tested over a few routes of its own, answered as every route is. */
const api = createApiAnswerer(
  { settings: { delayMs: 0, session: null }, clientOf: () => 'test' } as unknown as Backend,
  [
    route({
      method: 'GET',
      path: '/api/products',
      access: 'anyone',
      answer: () => {
        productsAnswered += 1;
        return Response.json(
          { products: Array.from({ length: 50 }, (_, id) => ({ id, title: `Sneaker ${id}` })) },
          { headers: { 'cache-control': 'public, max-age=60' } },
        );
      },
    }),
    route({
      method: 'POST',
      path: '/api/echo',
      access: 'anyone',
      answer: ({ body }) => Response.json({ length: JSON.stringify(body ?? '').length }),
    }),
    route({
      method: 'GET',
      path: '/api/user/cart',
      access: 'anyone',
      answer: () => {
        cartsAnswered += 1;
        return Response.json({ cart: [] });
      },
    }),
  ],
);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'js'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>Shop</title><script>${inlineScript}</script></head><body></body></html>`,
  );
  writeFileSync(join(dist, 'js', 'main.1a2b3c4d.js'), bundle);
  writeFileSync(join(dist, 'js', 'cart.6309dbb1.chunk.js'), bundle);
  writeFileSync(join(dist, 'js', 'main.1a2b3c4d.js.map'), '{}');
  writeFileSync(join(dist, 'mockServiceWorker.js'), '// the mock');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  server = createServer(
    createApp({
      api,
      build: loadBuild(
        dist,
        shopPage({
          keyId: RAZORPAY_TEST_KEY_ID,
          scriptUrl: '/api/test-checkout/checkout.js',
          testCheckout: 'server',
        }),
      ),
      checkHealth: () => (healthy ? Promise.resolve() : Promise.reject(new Error('down'))),
      log: (entry) => logged.push(entry),
    }),
  );
  base = await listenOnLoopback(server);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

beforeEach(() => {
  healthy = true;
  logged.length = 0;
});

describe('the shop files', () => {
  it('serves index.html for / and page routes, marked as served by the server, revalidated', async () => {
    for (const path of ['/', '/productlist/abc', '/cart']) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain('<meta name="sneakerhub-backend" content="server" />');
    }
  });

  it("sends the page's Content-Security-Policy as a header, with its inline script's hash, instead of the build's <meta>", async () => {
    const answer = await fetch(`${base}/cart`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    const late = createHash('sha256').update(LATE_SCRIPTS).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}' 'sha256-${late}';`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src 'none'");
    expect(await answer.text()).not.toContain('http-equiv="Content-Security-Policy"');
  });

  it.each(['/js/main.1a2b3c4d.js', '/js/cart.6309dbb1.chunk.js'])(
    'serves the hashed asset %s for a year, gzipped for a client that takes gzip',
    async (path) => {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(await answer.text()).toBe(bundle);
    },
  );

  it('answers 404, not the page, for a missing asset, a source map and the mock worker', async () => {
    for (const path of ['/js/main.00000000.js', '/js/main.1a2b3c4d.js.map', '/mockServiceWorker.js']) {
      const answer = await fetch(`${base}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it('answers 400 for a malformed percent-escape and never serves outside the build', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    // fetch normalises ../ away; a raw request line does not.
    const raw = await new Promise<number>((resolve, reject) => {
      request(`${base}/js/main.1a2b3c4d.js`, { path: '/js/../../etc/passwd.txt' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(raw).toBe(404);
  });
});

describe('/api', () => {
  it('answers through the msw handlers, and keeps a public answer for its max-age', async () => {
    const before = productsAnswered;
    const first = await fetch(`${base}/api/products`, { headers: { 'accept-encoding': 'gzip' } });
    const second = await fetch(`${base}/api/products`);
    expect(first.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(productsAnswered - before).toBe(1);
  });

  it(`keeps at most ${MAX_CACHED_ANSWERS} answers, dropping the oldest, whatever query strings arrive`, async () => {
    await fetch(`${base}/api/products?first`);
    for (let n = 0; n < MAX_CACHED_ANSWERS; n += 1) await fetch(`${base}/api/products?n=${n}`);
    const before = productsAnswered;
    await fetch(`${base}/api/products?n=${MAX_CACHED_ANSWERS - 1}`);
    expect(productsAnswered - before).toBe(0);
    await fetch(`${base}/api/products?first`);
    expect(productsAnswered - before).toBe(1);
  });

  it('never keeps a personal answer', async () => {
    const before = cartsAnswered;
    await fetch(`${base}/api/user/cart`);
    await fetch(`${base}/api/user/cart`);
    expect(cartsAnswered - before).toBe(2);
  });

  it('refuses a body far over the limit with 413 and closes that connection', async () => {
    const answer = await fetch(`${base}/api/echo`, { method: 'POST', body: 'x'.repeat(1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({ message: 'The request body is too large (at most 100 KB).' });
    // The next request on a fresh connection is answered as usual.
    const next = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '"abc"',
    });
    expect(next.status).toBe(200);
  });

  it('gzips a large answer only for a client that asks', async () => {
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(`${base}/api/products`, { headers: { 'accept-encoding': 'gzip' } }, (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString())).toHaveProperty('products');
  });
});

describe('/healthz and logs', () => {
  it('is 200 while the database answers and 503 when it does not', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    healthy = false;
    const down = await fetch(`${base}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable' });
  });

  it('logs one entry per request with its method, path, route pattern, status, time and request id', async () => {
    await fetch(`${base}/api/user/cart?x=1`);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      method: 'GET',
      path: '/api/user/cart',
      route: '/api/user/cart',
      status: 200,
    });
    expect(logged[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged[0]?.ms).toBeGreaterThanOrEqual(0);
  });

  it('logs the route pattern of every kind of request, each with an id of its own that no client chooses', async () => {
    await fetch(`${base}/api/products`, { headers: { 'x-request-id': 'lb-7f3a.1' } });
    await fetch(`${base}/api/nothing-here`);
    await fetch(`${base}/api/nothing-here`, { headers: { 'x-request-id': 'not ok <script>' } });
    await fetch(`${base}/cart`);
    expect(logged.map(({ route }) => route)).toEqual(['/api/products', 'none', 'none', 'files']);
    expect(new Set(logged.map(({ requestId }) => requestId)).size).toBe(4);
    for (const { requestId } of logged) expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
