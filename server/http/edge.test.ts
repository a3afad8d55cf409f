import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import proxyaddr from 'proxy-addr';
import {
  createApiAnswerer,
  RATE_LIMITS,
  route,
  STOCK_MAX_AGE_SECONDS,
  type Backend,
  type CatalogueRepository,
} from '@/api';
import { GUEST_CREDENTIALS, RAZORPAY_TEST_KEY_ID } from '@/shared/constants';
import { shopPage } from '../server';
import { listenOnLoopback } from '../testing/loopback';
import { sampleProduct } from '../testing/sample-product';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createApp, type AppOptions, type LogEntry } from './app';
import { accountOf, HSTS, requestOrigin, UNSUPPORTED_BODY_MESSAGE } from './edge';
import { shopPages } from './shop-pages';
import { loadBuild } from './static-files';

// The edge of the public port: what every answer says, which bodies /api reads, which origin pages
// name, and what the log says of a refusal. First on the app with stand-in routes, then on the
// server with the shop's own (PGlite in memory).

const product = sampleProduct();
const catalogue: Pick<CatalogueRepository, 'products' | 'product'> = {
  products: () => Promise.resolve([product]),
  product: (id) => Promise.resolve(id === product._id ? product : null),
};

let echoed = 0;
/** The app's stand-in /api, answered as every route is. */
const stub = { settings: { delayMs: 0, session: null }, clientOf: () => 'test' } as unknown as Backend;
const api = createApiAnswerer(stub, [
  route({
    method: 'GET',
    path: '/api/products',
    access: 'anyone',
    answer: () => Response.json({ products: [] }, { headers: { 'cache-control': 'public, max-age=60' } }),
  }),
  route({
    method: 'GET',
    path: '/api/user/cart',
    access: 'anyone',
    answer: () => Response.json({ cart: [] }),
  }),
  route({
    method: 'POST',
    path: '/api/echo',
    access: 'anyone',
    answer: ({ body }) => {
      echoed += 1;
      return Response.json({ received: JSON.stringify(body) });
    },
  }),
  route({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'anyone',
    answer: () => Response.json({ ok: true }),
  }),
  route({
    method: 'GET',
    path: '/api/broken',
    access: 'anyone',
    answer: () => {
      throw new Error('the database went away');
    },
  }),
]);

let dist: string;
const started: Server[] = [];

/** The app on 127.0.0.1 and a free port, with a build and its pages; `options` on top. */
async function app(options: Partial<AppOptions> = {}): Promise<string> {
  const build = loadBuild(
    dist,
    shopPage({
      keyId: RAZORPAY_TEST_KEY_ID,
      scriptUrl: '/api/test-checkout/checkout.js',
      testCheckout: 'server',
    }),
  );
  const server = createServer(
    createApp({
      api,
      build,
      pages: shopPages({ build, catalogue }),
      checkHealth: () => Promise.resolve(),
      log: () => undefined,
      listeningHost: '127.0.0.1',
      ...options,
    }),
  );
  started.push(server);
  return listenOnLoopback(server);
}

/** A request as node:http sends it, so the Host header is whatever the test says. */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const locationsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'edge-'));
  mkdirSync(join(dist, 'js'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title><meta name="description" content="The shop"></head><body></body></html>',
  );
  writeFileSync(join(dist, 'js', 'main.1a2b3c4d.js'), 'console.log(1)');
  base = await app();
});

afterAll(async () => {
  await Promise.all(started.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dist, { recursive: true, force: true });
});

/** One request of every kind the public port answers. */
const everyKind: [label: string, path: string, init: RequestInit][] = [
  ['a page', '/', {}],
  ['a page route', '/cart', {}],
  ['a product page', '/productlist/p-1', {}],
  ['the sitemap', '/sitemap.xml', {}],
  ['a static file', '/js/main.1a2b3c4d.js', {}],
  ['a missing file (404)', '/js/main.00000000.js', {}],
  ['a malformed path (400)', '/%E0%A4%A', {}],
  ['/api, public', '/api/products', {}],
  ['/api, personal', '/api/user/cart', {}],
  ['/api, no such endpoint (404)', '/api/nothing-here', {}],
  ['/api, a body not JSON (415)', '/api/echo', { method: 'POST', body: 'x' }],
  ['/api, a body too large (413)', '/api/echo', { method: 'POST', body: 'x'.repeat(1024 * 1024) }],
  ['/healthz', '/healthz', {}],
];

describe('every answer', () => {
  it.each(everyKind)(
    '%s says nosniff and strict-origin-when-cross-origin, and no HSTS over http',
    async (_label, path, init) => {
      const answer = await fetch(`${base}${path}`, init);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('an unexpected failure (500) says them too, and is no-store', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await fetch(`${base}/api/broken`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('carries HSTS when PUBLIC_URL is https, and only then', async () => {
    const https = await app({ publicUrl: 'https://sneakerhub.example' });
    for (const [label, path, init] of everyKind) {
      const answer = await fetch(`${https}${path}`, init);
      expect({ label, hsts: answer.headers.get('strict-transport-security') }).toEqual({ label, hsts: HSTS });
    }
    const http = await app({ publicUrl: 'http://shop.example' });
    expect((await fetch(`${http}/`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${http}/api/products`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('caching under /api', () => {
  it('is no-store unless the handler says otherwise: personal answers, refusals, unknown endpoints', async () => {
    for (const [path, init] of [
      ['/api/user/cart', undefined],
      ['/api/nothing-here', undefined],
      ['/api/echo', { method: 'POST', body: 'x' }],
    ] as const) {
      const answer = await fetch(`${base}${path}`, init);
      expect({ path, cache: answer.headers.get('cache-control') }).toEqual({ path, cache: 'no-store' });
    }
  });

  it('keeps what the catalogue says of itself, served fresh or from the answer cache', async () => {
    for (let time = 0; time < 2; time += 1) {
      expect((await fetch(`${base}/api/products`)).headers.get('cache-control')).toBe('public, max-age=60');
    }
  });
});

describe('bodies under /api', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['JSON under another name', 'text/json'],
  ])('a body sent as %s is refused with 415 and a message, before any handler', async (_label, type) => {
    const before = echoed;
    const answer = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: '{"email":"a@b.in"}',
    });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ message: UNSUPPORTED_BODY_MESSAGE });
    expect(echoed).toBe(before);
  });

  it('a body with no Content-Type at all is refused too', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const outgoing = request(`${base}/api/echo`, { method: 'POST' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      outgoing.end('{}');
    });
    expect(answer).toBe(415);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])(
    'a body sent as %s is read',
    async (type) => {
      const answer = await fetch(`${base}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"a":1}',
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: '{"a":1}' });
    },
  );

  it('a POST without a body needs no Content-Type', async () => {
    expect((await fetch(`${base}/api/auth/logout`, { method: 'POST' })).status).toBe(200);
  });
});

describe('the origin of absolute addresses', () => {
  const forged = {
    host: 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
  };

  it('is the listening address without PUBLIC_URL: never the Host header, nor X-Forwarded-* without TRUST_PROXY', async () => {
    const home = await raw(`${base}/`, forged);
    expect(canonicalOf(home.body)).toBe(`${base}/`);
    const sitemap = await raw(`${base}/sitemap.xml`, forged);
    const locations = locationsOf(sitemap.body);
    expect(locations.filter((location) => !location?.startsWith(`${base}/`))).toEqual([]);
    expect(locations).toEqual(
      expect.arrayContaining([`${base}/`, `${base}/about`, `${base}/productlist/p-1`]),
    );
    expect((await raw(`${base}/robots.txt`, forged)).body).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it("believes a trusted proxy's X-Forwarded-Proto and X-Forwarded-Host, and still never Host", async () => {
    const behindProxy = await app({ trustProxy: proxyaddr.compile('loopback') });
    const sitemap = await raw(`${behindProxy}/sitemap.xml`, {
      ...forged,
      'x-forwarded-host': 'Shop.Example, proxy.internal',
    });
    expect(locationsOf(sitemap.body)[0]).toBe('https://shop.example/');
    const unsaid = await raw(`${behindProxy}/sitemap.xml`, { host: 'evil.example' });
    expect(locationsOf(unsaid.body)[0]).toBe(`${behindProxy}/`);
  });

  it('is PUBLIC_URL whatever the request says', async () => {
    const configured = await app({
      publicUrl: 'https://sneakerhub.example',
      trustProxy: proxyaddr.compile('loopback'),
    });
    const home = await raw(`${configured}/`, forged);
    expect(canonicalOf(home.body)).toBe('https://sneakerhub.example/');
  });

  it('names a wildcard listening address localhost, and an IPv6 one in brackets', () => {
    const asked = (localPort: number) =>
      ({ headers: {}, socket: { remoteAddress: '127.0.0.1', localPort } }) as unknown as IncomingMessage;
    expect(requestOrigin({ listeningHost: '0.0.0.0' })(asked(8080))).toBe('http://localhost:8080');
    expect(requestOrigin({ listeningHost: '::' })(asked(8080))).toBe('http://localhost:8080');
    expect(requestOrigin({ listeningHost: '::1' })(asked(8080))).toBe('http://[::1]:8080');
    expect(requestOrigin({ listeningHost: 'shop.internal' })(asked(80))).toBe('http://shop.internal');
  });
});

describe('the account a refusal concerns', () => {
  const token = (claims: object) =>
    `Bearer e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

  it("is the body's email, else the session token's, else none", () => {
    expect(accountOf(Buffer.from('{"email":" Asha@Example.IN ","password":"x"}'), undefined)).toBe(
      'asha@example.in',
    );
    expect(accountOf(undefined, token({ _id: 'u-1', email: 'priya@sneakerhub.in' }))).toBe(
      'priya@sneakerhub.in',
    );
    expect(accountOf(Buffer.from('{"email":"a@b.in"}'), token({ email: 'c@d.in' }))).toBe('a@b.in');
    expect(accountOf(Buffer.from('not json'), 'Bearer nonsense')).toBeNull();
    expect(accountOf(Buffer.from('{"email":5}'), undefined)).toBeNull();
    expect(accountOf(undefined, undefined)).toBeNull();
  });
});

describe("on the shop's own endpoints", () => {
  let server: TestServer;
  const logged: LogEntry[] = [];

  beforeAll(async () => {
    server = await startTestServer(undefined, { log: (entry) => logged.push(entry) });
  }, 60_000);
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('a login, a guest account and every answer for a token are no-store; the catalogue is not', async () => {
    const login = await post('/auth/login', GUEST_CREDENTIALS);
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { encodedToken } = (await login.json()) as { encodedToken: string };

    const guest = await fetch(`${server.apiBase}/auth/guest`, { method: 'POST' });
    expect(guest.status).toBeLessThan(300);
    expect(guest.headers.get('cache-control')).toBe('no-store');

    for (const path of ['/user/cart', '/user/wishlist', '/user/addresses', '/user/orders']) {
      const answer = await fetch(`${server.apiBase}${path}`, { headers: { authorization: encodedToken } });
      expect({ path, status: answer.status, cache: answer.headers.get('cache-control') }).toEqual({
        path,
        status: 200,
        cache: 'no-store',
      });
    }
    const refused = await fetch(`${server.apiBase}/user/cart`, { headers: { authorization: 'Bearer x' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');

    const products = await fetch(`${server.apiBase}/products`, { headers: { authorization: encodedToken } });
    expect(products.headers.get('cache-control')).toBe(`public, max-age=${STOCK_MAX_AGE_SECONDS}`);
  });

  it('a login sent as text/plain is refused with 415', async () => {
    const answer = await fetch(`${server.apiBase}/auth/login`, {
      method: 'POST',
      body: JSON.stringify(GUEST_CREDENTIALS),
    });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ message: UNSUPPORTED_BODY_MESSAGE });
  });

  it("logs a refused login's and a 429's client address and account; no other line carries them", async () => {
    await server.reset();
    logged.length = 0;
    const email = GUEST_CREDENTIALS.email.toUpperCase();
    expect((await post('/auth/login', { email: 'nobody@example.in', password: 'x' })).status).toBe(404);
    const { points } = RATE_LIMITS.loginFailuresPerAccount;
    for (let attempt = 1; attempt <= points; attempt += 1) {
      expect((await post('/auth/login', { email, password: 'not-the-password' })).status).toBe(401);
    }
    expect((await post('/auth/login', { email, password: 'not-the-password' })).status).toBe(429);
    expect((await post('/auth/login', GUEST_CREDENTIALS)).status).toBe(429);

    // The socket's peer: IPv4 loopback, written the IPv6 way on a dual-stack socket.
    const who = logged.map(({ status, route, client, account }) => ({
      status,
      route,
      client: client?.replace(/^::ffff:/, ''),
      account,
    }));
    const route = '/api/auth/login';
    const account = GUEST_CREDENTIALS.email.toLowerCase();
    const client = '127.0.0.1';
    expect(who).toEqual([
      { status: 404, route, client, account: 'nobody@example.in' },
      ...Array.from({ length: points }, () => ({ status: 401, route, client, account })),
      { status: 429, route, client, account },
      { status: 429, route, client, account },
    ]);

    logged.length = 0;
    await server.reset();
    expect((await post('/auth/login', GUEST_CREDENTIALS)).status).toBe(200);
    await fetch(`${server.apiBase}/products`);
    expect(logged).toHaveLength(2);
    for (const entry of logged) {
      expect(entry).not.toHaveProperty('client');
      expect(entry).not.toHaveProperty('account');
    }
  }, 60_000);
});
